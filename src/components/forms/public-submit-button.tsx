import { buttonClassName } from "@/components/ui/button";

export type PublicFormStatus = "idle" | "loading" | "success" | "error";

/**
 * A public form's submit button, which shows the outcome for a few seconds (usePublicForm): the
 * form's own words for each state, in capitals as the spec writes them.
 */
export function PublicSubmitButton({ status, labels }: { status: PublicFormStatus; labels: Record<PublicFormStatus, string> }) {
  return (
    <button
      type="submit"
      disabled={status !== "idle"}
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
