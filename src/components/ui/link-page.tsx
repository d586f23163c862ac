import Link from "next/link";
import { cn } from "@/lib/cn";
import { buttonClassName } from "./button";

/** The card a page reached by a link in a mail shows itself in (a survey, a confirmation). */
export function LinkPage({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <div className="px-4 py-12 sm:py-16">
      <div
        className="mx-auto w-full max-w-2xl rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-10"
        data-testid={testId}
      >
        {children}
      </div>
    </div>
  );
}

/** A link that no longer serves (unknown, expired, used): why, and where to go instead. */
export function LinkPageEnd({
  title,
  text,
  next,
}: {
  title: string;
  text: string;
  next: { href: string; label: string };
}) {
  return (
    <>
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-ink/80">{text}</p>
      <Link href={next.href} className={buttonClassName({ className: "mt-6" })}>
        {next.label}
      </Link>
    </>
  );
}

/** What went wrong with the last press of the page's button. */
export function LinkPageAlert({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <p
      role="alert"
      className={cn(
        "rounded-2xl bg-brand-pink-soft p-4 font-semibold text-brand-pink-ink",
        className,
      )}
    >
      {children}
    </p>
  );
}

/**
 * The page's one button, in a form posted to `action` (with or without JavaScript): pressing it
 * is what changes anything, since mail scanners open links. `failure` shows after a failed press.
 */
export function LinkPageForm({
  action,
  label,
  failure,
  className,
  children,
}: {
  action: () => Promise<void>;
  label: string;
  failure: string | null;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <form action={action} className={cn("space-y-6", className)}>
      {children}
      {failure ? <LinkPageAlert>{failure}</LinkPageAlert> : null}
      {/* A label naming someone may be longer than a phone is wide: it wraps inside the button. */}
      <button
        type="submit"
        className={buttonClassName({
          className: "h-auto min-h-11 max-w-full whitespace-normal py-3 text-center",
        })}
      >
        {label}
      </button>
    </form>
  );
}
