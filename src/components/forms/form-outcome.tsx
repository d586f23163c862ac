import type { PublicFormState } from "@/lib/public-form-state";
import type { PublicFormStatus } from "./public-submit-button";

/**
 * What a public form's last post came to, while the button shows it: the refusal's French
 * message (announced as an alert) or the form's own thanks (`thanks`, announced as a status).
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
  if (state.status === "success" && status === "success") {
    return (
      <p role="status" className="text-sm font-semibold text-brand-green-ink">
        {thanks(state as Extract<State, { status: "success" }>)}
      </p>
    );
  }
  return null;
}
