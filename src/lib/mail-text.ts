import { greetingName } from "./text";

/** 'Bonjour Zoé Martin,' when the name a visitor typed is only a name (greetingName), else 'Bonjour,'. */
export function greetingFor(name: string): string {
  const safe = greetingName(name);
  return safe ? `Bonjour ${safe},` : "Bonjour,";
}

const NBSP = "\u00a0";

/**
 * French typography's non-breaking spaces where a mail's line must not break: inside a time
 * (« 9 h 05 », « 9 h – 17 h »), between an amount and its unit (« 1 200 € HT », « 20 % ») and
 * inside a phone number (« +33 1 84 60 42 17 », « 01 84 60 42 17 »). Intl already writes the
 * narrow non-breaking space between digit groups.
 */
export function keepTogether(text: string): string {
  return text
    .replace(/(\d) (h|€|%)(?=$|[\s.,;:)])/g, `$1${NBSP}$2`)
    .replace(/(\d\u00a0h) (\d\d)\b/g, `$1${NBSP}$2`)
    .replace(/(\d\u00a0h(?:\u00a0\d\d)?) – (\d)/g, `$1${NBSP}–${NBSP}$2`)
    .replace(/€ (HT|TTC)\b/g, `€${NBSP}$1`)
    .replace(/(?:\+33 ?|\b0)\d(?: \d\d){4}\b/g, (phone) => phone.replaceAll(" ", NBSP));
}
