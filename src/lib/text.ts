/** Lower case without accents: 'Énergie' and 'energie' match, for searches and sorting. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("fr-FR");
}

const frenchCollator = new Intl.Collator("fr-FR", { sensitivity: "base", numeric: true });

/** Alphabetical order for French readers, ignoring case and accents. */
export function compareFrench(a: string, b: string): number {
  return frenchCollator.compare(a, b);
}

const LINK_LIKE = /\S*(?:[a-z][a-z0-9+.-]*:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}\b)\S*/gi;

/**
 * A visitor's name as a mail to the address they typed may repeat it: links and domain names
 * removed (the site must not carry a stranger's link to a stranger), at most `max` characters.
 */
export function nameForMail(name: string, max = 80): string {
  const plain = name.replace(LINK_LIKE, " ").replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  // Cut between words when there is one to cut at.
  const cut = plain.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max)).trim();
}

/** '1 demande', '0 demande', '1 234 demandes': French takes the singular up to one. */
export function countOf(total: number, [one, many]: readonly [string, string]): string {
  return `${total.toLocaleString("fr-FR")} ${total > 1 ? many : one}`;
}
