import { z } from "@/lib/zod";
import { normalSiret } from "./siret";
import { holdsDigit } from "@/lib/text";

/**
 * Field rules shared by the forms' zod schemas, with their French messages. Values arrive as
 * text (form fields); blanks are trimmed away.
 */

/** Whether a NUL character hides anywhere in a value: PostgreSQL refuses to store or compare it. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === "object")
    return Object.entries(value).some(([key, entry]) => holdsNul(key) || holdsNul(entry));
  return false;
}

/** The refusal of a NUL character, which nobody types: wherever it is found, the same sentence. */
export const NUL_REFUSED = "Ce texte contient un caractère non autorisé.";

/** Trimmed text PostgreSQL can store: it refuses the NUL character. */
const storableText = () =>
  z
    .string()
    .trim()
    .refine((value) => !value.includes("\u0000"), NUL_REFUSED);

export const requiredText = (max: number, required: string) =>
  storableText()
    .min(1, required)
    .max(max, `${max.toLocaleString("fr-FR")} caractères au plus.`);

/** What a name field says of digits: no person's name holds one, a stranger's message does. */
const NAME_WITH_DIGITS =
  "Un nom ne contient pas de chiffres : indiquez le nom et le prénom seulement.";

/** What a name field says of a line break or a control character, which no name holds. */
const NAME_ON_ONE_LINE =
  "Un nom tient sur une ligne : retirez les retours à la ligne et les caractères spéciaux.";

/**
 * What is wrong with a person's name as typed, if anything: a digit (holdsDigit), or a line
 * break or control character (a line break in a last name would print a line of its own in a
 * certificate).
 */
export function nameProblem(name: string): string | undefined {
  if (holdsDigit(name)) return NAME_WITH_DIGITS;
  if (/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(name)) return NAME_ON_ONE_LINE;
  return undefined;
}

/** A person's name typed in a public form: required, and without what nameProblem refuses. */
export const personName = (max: number, required: string) =>
  requiredText(max, required).superRefine((value, context) => {
    const problem = nameProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** Optional text: blank becomes absent. */
export const optionalText = (max: number) =>
  storableText()
    .max(max, `${max.toLocaleString("fr-FR")} caractères au plus.`)
    .transform((value) => (value === "" ? undefined : value))
    .optional();

/**
 * An optional https address (a virtual classroom's link, sent by mail to trainees): blank
 * becomes absent; anything that is not https, javascript: above all, is refused.
 */
export const optionalHttpsAddress = (max: number) =>
  storableText()
    .max(max, `${max.toLocaleString("fr-FR")} caractères au plus.`)
    .refine(
      // Written as the database checks it: the literal 'https://' (not 'HTTPS:' nor 'https:x').
      (value) => value === "" || (value.startsWith("https://") && URL.canParse(value)),
      "Une adresse commençant par https://, par exemple https://visio.exemple.fr/session.",
    )
    .transform((value) => (value === "" ? undefined : value))
    .optional();

export const emailAddress = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(254, "Adresse e-mail trop longue.")
    .pipe(z.email("Adresse e-mail invalide."));

/** An e-mail address a form may leave empty, then absent. */
export const optionalEmailAddress = z
  .string()
  .trim()
  .max(254, "Adresse e-mail trop longue.")
  .refine((value) => value === "" || z.email().safeParse(value).success, "Adresse e-mail invalide.")
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`;
/** Said under every field where a password is chosen. */
export const PASSWORD_HINT = `${MIN_PASSWORD_LENGTH} caractères au moins.`;

export const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, "Le mot de passe doit contenir au plus 128 caractères.");

/** A form field's text, whether it came from the browser or a plain HTML post. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * 'Je suis en situation de handicap' and its needs, as a public form posts them: the needs only
 * with the box ticked, so that text left in the hidden field is neither checked nor kept.
 */
export function postedDisability(form: FormData): { is_psh: boolean; psh_details: string } {
  const ticked = form.get("is_psh") !== null;
  return { is_psh: ticked, psh_details: ticked ? formText(form, "psh_details") : "" };
}

/** Every field of a form as text, by name (a file is ''), for a form whose fields vary. */
export function formFields(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.keys()].map((name) => [name, formText(form, name)]));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (what `<input type="date">` sends). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export const requiredDay = (required: string) =>
  z.string().trim().min(1, required).refine(isDay, "Date invalide.");

/** An optional day: blank becomes absent. */
export const optionalDay = z
  .string()
  .trim()
  .refine((text) => text === "" || isDay(text), "Date invalide.")
  .transform((text) => (text === "" ? undefined : text))
  .optional();

/** The largest id a table holds: every id is a PostgreSQL integer. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A database row's id, as a server action receives it. */
export const recordId = z.number().int().positive().max(MAX_RECORD_ID);

/** A row id written as text (an address's segment, a select's value), or null when it is not one. */
export function recordIdOf(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : null;
}

/** A select's value: 'none' (or '') for no choice, otherwise a row id. */
export const optionalChoice = z
  .string()
  .trim()
  .refine(
    (value) => value === "" || value === "none" || recordIdOf(value) !== null,
    "Choix invalide.",
  )
  .transform((value) => (value === "" || value === "none" ? null : recordIdOf(value)));

/**
 * Euros as typed ('1 000', '993,33'), to cents; blank is none. Up to `digits` whole euros: 7 for
 * what a 32-bit column of cents holds (an invoice, a session's cost), more for a year's accounts.
 */
const eurosUpTo = (digits: number) =>
  z
    .string()
    .trim()
    .transform((typed, context) => {
      if (typed === "") return null;
      const normal = typed.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
      if (!new RegExp(`^\\d{1,${digits}}(\\.\\d{1,2})?$`).test(normal)) {
        context.addIssue({
          code: "custom",
          message: "Un montant en euros, par exemple 1 000 ou 993,33.",
        });
        return z.NEVER;
      }
      return Math.round(Number(normal) * 100);
    });

export const optionalEuros = eurosUpTo(7);

/** A year's turnover or charges, in cents: under ten billion euros, in a bigint column. */
export const optionalYearEuros = eurosUpTo(10);

/** A SIRET as typed, its 14 digits; blank is none. */
export const optionalSiret = z
  .string()
  .trim()
  .transform((typed, context) => {
    if (typed === "") return null;
    const siret = normalSiret(typed);
    if (siret) return siret;
    context.addIssue({ code: "custom", message: "SIRET invalide : 14 chiffres." });
    return z.NEVER;
  });
