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
      <a href={next.href} className={buttonClassName({ className: "mt-6" })}>
        {next.label}
      </a>
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

/** One of the public site's actions, as `astro:actions` gives it (src/site/actions). */
type SiteAction = (...args: never[]) => unknown;

/**
 * A form of a personal link's page: a plain post to `action` with the link's token (none for the
 * signing phone, whose cookie is its credential), with or without JavaScript. The middleware runs
 * the action and sends the browser to the page it names.
 */
export function LinkForm({
  action,
  token,
  children,
  ...props
}: Omit<React.ComponentProps<"form">, "action" | "method"> & {
  action: SiteAction;
  token?: string;
}) {
  return (
    // The action's own address, '?_action={name}', on the page's path.
    <form {...props} method="post" action={String(action)}>
      {token !== undefined && <input type="hidden" name="token" value={token} />}
      {children}
    </form>
  );
}

/**
 * The page's one button, in a form posted to `action` (with or without JavaScript): pressing it
 * is what changes anything, since mail scanners open links. `failure` shows after a failed press.
 */
export function LinkPageForm({
  action,
  token,
  label,
  failure,
  className,
  children,
}: {
  action: SiteAction;
  token: string;
  label: string;
  failure: string | null;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <LinkForm action={action} token={token} className={cn("space-y-6", className)}>
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
    </LinkForm>
  );
}
