/** Lower case without accents: 'Énergie' and 'energie' match, for searches and sorting. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("fr-FR");
}

const frenchCollator = new Intl.Collator("fr-FR", { sensitivity: "base", numeric: true });

/** Alphabetical order for French readers, ignoring case and accents. */
export function compareFrench(a: string, b: string): number {
  return frenchCollator.compare(a, b);
}

/** The longest name a mail greets someone with. */
const GREETING_NAME_MAX = 40;

// Letters (accents included), then letters, spaces, apostrophes and hyphens: a person's name.
const PERSON_NAME = /^\p{L}[\p{L}\p{M} '’-]*$/u;

/**
 * The name a mail that a stranger can trigger may greet its recipient with, or null: only a
 * name made of letters, spaces, apostrophes and hyphens, of 40 characters at most. Anything
 * else (a phone number, a link, a sentence with punctuation) would let a stranger write to
 * anyone in the site's name, so the mail says 'Bonjour,' instead.
 */
export function greetingName(name: string): string | null {
  const plain = name.replace(/\s+/g, " ").trim();
  return plain.length <= GREETING_NAME_MAX && PERSON_NAME.test(plain) ? plain : null;
}

/** Whether a typed name holds a digit, which no person's name does: the forms refuse it. */
export function holdsDigit(name: string): boolean {
  return /\p{Nd}/u.test(name);
}

/** '1 demande', '0 demande', '1 234 demandes': French takes the singular up to one. */
export function countOf(total: number, [one, many]: readonly [string, string]): string {
  return `${total.toLocaleString("fr-FR")} ${total > 1 ? many : one}`;
}

/**
 * A value typed by someone else (a company's name, a signer's position, a user agent) as one
 * line of a document: line breaks and control characters become spaces, so it can never pose as
 * a line of the document's own; invisible format characters go.
 */
export function oneLine(text: string): string {
  return (
    text
      .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, " ")
      // Format characters (a right-to-left override) would turn what follows around on screen.
      .replace(/\p{Cf}/gu, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

const frenchList = new Intl.ListFormat("fr-FR", { type: "conjunction" });

/** Items as a French sentence lists them: 'a, b et c'. */
export function listText(items: readonly string[]): string {
  return frenchList.format(items);
}

// A vowel or a mute h: French elides « de » before it (d'Emma, d'Atlas, d'Hugo).
const ELIDING = /^[aeiouyàâäéèêëîïôöûüœh]/i;

/**
 * « de » and a name, elided before a vowel or a mute h: « d'Emma », « d'Atlas », « de Paul ».
 * A name starting with « y » followed by a vowel (Yanis, Yvelines) takes « de », like the
 * consonant its « y » is there.
 */
export function ofName(name: string): string {
  return ELIDING.test(name) && !/^y[aeiouàâéèêëîïôöûü]/i.test(name) ? `d'${name}` : `de ${name}`;
}
