import { cn } from "@/lib/cn";

/** The title block at the top of a public page. */
export function PageIntro({
  eyebrow,
  title,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("mx-auto max-w-6xl px-4 pb-10 pt-8 sm:px-6 sm:pt-12", className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-pink-ink">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 font-display text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      {children ? <div className="mt-4 max-w-3xl text-lg text-ink/75">{children}</div> : null}
    </header>
  );
}
