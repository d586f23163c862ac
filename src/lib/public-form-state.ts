/**
 * What a public form's action answers (contact, quote, registration, complaint), unlike the
 * dashboard's ActionResult: a form posted without JavaScript renders it, so it needs an 'idle'
 * start and the time of each answer (`at`), which makes a second identical refusal a new state
 * that the form announces again. `Success` carries what the page says after a success; a refusal
 * carries back what the visitor typed (`values`), which the page answered without JavaScript
 * puts back in the fields.
 */
export type PublicFormState<Field extends string, Success extends object = object> =
  | { status: "idle" }
  | ({ status: "success"; at: number } & Success)
  | {
      status: "error";
      at: number;
      message: string;
      fieldErrors?: Partial<Record<Field, string>>;
      values?: Partial<Record<string, string>>;
    };

/** The fields only the anti-abuse checks read (components/forms/form-guard-fields.tsx). */
const GUARD_FIELDS = new Set(["website", "started_at"]);

/**
 * A public form's refusal, with the visitor's text: every field they filled, but neither the
 * guard's fields (a fresh start comes with the answer) nor React's own (`$ACTION_…`).
 */
export function publicFormRefusal<Field extends string>(
  form: FormData,
  at: number,
  message: string,
  fieldErrors?: Partial<Record<Field, string>>,
): Extract<PublicFormState<Field>, { status: "error" }> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !GUARD_FIELDS.has(name) && !name.startsWith("$"))
      values[name] = value;
  }
  return { status: "error", at, message, ...(fieldErrors ? { fieldErrors } : {}), values };
}
