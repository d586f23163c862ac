import { cn } from "@/lib/cn";

/** One titled block of a formation page (Prérequis, Objectifs, Programme...). */
export function DetailCard({
  title,
  icon,
  children,
  className,
  testId,
}: {
  title: string;
  icon?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className={cn("rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8", className)}
    >
      <h2 className="flex items-center gap-2 font-display text-2xl font-bold">
        {icon}
        {title}
      </h2>
      <div className="mt-4 text-ink/85">{children}</div>
    </section>
  );
}

/** Bullet points with the brand's check marks. */
export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden className="mt-2 size-2 shrink-0 rounded-full bg-brand-green" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
