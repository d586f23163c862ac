import { buttonClassName } from "@/components/ui/button";
import { useScripted } from "@/lib/use-browser-snapshot";

export type PublicFormStatus = "idle" | "loading" | "success" | "error";

/**
 * A public form's submit button, which shows the outcome for a few seconds (usePublicForm): the
 * form's own words for each state, in capitals as the spec writes them.
 */
export function PublicSubmitButton({
  status,
  labels,
}: {
  status: PublicFormStatus;
  labels: Record<PublicFormStatus, string>;
}) {
  // The outcome holds the button only where a timer releases it: on a page answered to a post
  // without JavaScript the button stays ready, or a refused form could never be sent again.
  const scripted = useScripted();
  return (
    <button
      type="submit"
      disabled={status === "loading" || (status !== "idle" && scripted)}
      data-status={status}
      className={buttonClassName({
        variant: status === "error" ? "accent" : status === "success" ? "success" : "primary",
        size: "lg",
        // The outcome stays readable while the button waits to be ready again.
        dimWhenDisabled: status === "idle" || status === "loading",
        className: "w-full md:w-auto",
      })}
    >
      {labels[status]}
    </button>
  );
}
