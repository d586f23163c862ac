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
  // `email`: the address the acknowledgement went to, which the lasting note names.
  | ({ status: "success"; at: number; email: string } & Success)
  | {
      status: "error";
      at: number;
      message: string;
      fieldErrors?: Partial<Record<Field, string>>;
      values?: Partial<Record<string, string>>;
    };

/**
 * The fields only the anti-abuse checks read (server/form-guard.ts): the honeypot people never
 * see, and the start the server signed (components/forms/form-guard-fields.tsx).
 */
export const GUARD_FIELDS = { honeypot: "website", start: "started_at" } as const;
const guardNames: ReadonlySet<string> = new Set(Object.values(GUARD_FIELDS));

/** The fields React and Astro add to a form (`$ACTION_KEY`, `_astroActionState`, …). */
const frameworkField = /^(?:\$|_astro)/;

/** Above the longest text a public form takes (a complaint, a message): what is echoed back. */
const MAX_ECHOED_TEXT = 10_000;
/** Above the most fields a public form has (a registration with its colleagues and needs). */
const MAX_ECHOED_FIELDS = 60;

/**
 * A public form's refusal, with the visitor's text: every field they filled, but neither the
 * guard's fields (a fresh start comes with the answer) nor React's and Astro's own. What a
 * refusal repeats is bounded: a post of half a megabyte in one field, or of a thousand made-up
 * fields, is not sent back twice (HTML and payload) at no cost to its sender.
 */
export function publicFormRefusal<Field extends string>(
  form: FormData,
  at: number,
  message: string,
  fieldErrors?: Partial<Record<Field, string>>,
): Extract<PublicFormState<Field>, { status: "error" }> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (Object.keys(values).length === MAX_ECHOED_FIELDS) break;
    if (typeof value === "string" && !guardNames.has(name) && !frameworkField.test(name))
      values[name] = value.slice(0, MAX_ECHOED_TEXT);
  }
  return { status: "error", at, message, ...(fieldErrors ? { fieldErrors } : {}), values };
}
