/**
 * What a public form's action answers (contact, quote, registration), unlike the dashboard's
 * ActionResult: a form posted without JavaScript renders it, so it needs an 'idle' start and the
 * time of each answer (`at`), which makes a second identical refusal a new state that the form
 * announces again. `Success` carries what the page says after a success.
 */
export type PublicFormState<Field extends string, Success extends object = object> =
  | { status: "idle" }
  | ({ status: "success"; at: number } & Success)
  | { status: "error"; at: number; message: string; fieldErrors?: Partial<Record<Field, string>> };
