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
      className={cn("detail-card", className)}
    >
      <h2>
        {icon}
        {title}
      </h2>
      <div className="mt-4 text-ink/85">{children}</div>
    </section>
  );
}

/** Bullet points with the brand's dots (drawn by the stylesheet: nothing repeated per item). */
export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="bullet-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
