import type { FiledValue } from "./filed";

const wholeNumber = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });

/** A figure as the form takes it: a whole number, '—' where the site cannot know it. */
export function figureText(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : wholeNumber.format(value);
}

/** A filed figure: '1 450 €', '3 · 27 h' for people and hours, '—' unknown or not filed. */
export function filedValueText(value: FiledValue | undefined, unit = ""): string {
  if (!Array.isArray(value))
    return value === null || value === undefined || !unit
      ? figureText(value)
      : `${figureText(value)} ${unit}`;
  const [count, hours] = value;
  return `${figureText(count)} · ${figureText(hours)} h`;
}
