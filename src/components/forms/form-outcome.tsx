import type { PublicFormState } from "@/lib/public-form-state";
import type { PublicFormStatus } from "./public-submit-button";

/**
 * What a public form's last post came to: the refusal's French message while the button shows
 * it (announced as an alert), or the form's own thanks (`thanks`, announced as a status), which
 * stays until the next post: a note that vanished after three seconds over the emptied form left
 * visitors unsure it had worked.
 */
export function FormOutcome<State extends PublicFormState<string, object>>({
  state,
  status,
  thanks,
}: {
  state: State;
  status: PublicFormStatus;
  thanks: (success: Extract<State, { status: "success" }>) => React.ReactNode;
}) {
  if (state.status === "error" && status === "error") {
    return (
      <p role="alert" className="text-sm font-semibold text-brand-pink-ink">
        {state.message}
      </p>
    );
  }
  if (state.status === "success") {
    return (
      <p
        role="status"
        className="rounded-2xl bg-brand-green-soft px-4 py-3 text-sm font-semibold text-brand-green-ink"
        data-testid="form-sent"
      >
        {thanks(state as Extract<State, { status: "success" }>)}
      </p>
    );
  }
  return null;
}
