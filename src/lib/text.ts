/** Lower case without accents: 'Énergie' and 'energie' match, for searches and sorting. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("fr-FR");
}

const frenchCollator = new Intl.Collator("fr-FR", { sensitivity: "base", numeric: true });

/** Alphabetical order for French readers, ignoring case and accents. */
export function compareFrench(a: string, b: string): number {
  return frenchCollator.compare(a, b);
}
