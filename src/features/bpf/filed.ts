import { isNsfCode, nsfSpecialities } from "@/lib/nsf";
import { isFigure, type BpfFigure, type BpfFrame } from "./form";

/** A line's figure as filed: an amount in whole euros (null unknown), or people and hours. */
export type FiledValue = number | null | [count: number, hours: number];

/** Every figure of a BPF by its line's key, as it stood when staff marked it filed. */
export type FiledFigures = Record<string, FiledValue>;

const valueOf = (line: BpfFigure): FiledValue =>
  line.amount !== undefined ? line.amount : [line.count ?? 0, line.hours ?? 0];

export function filedFiguresOf(frames: BpfFrame[]): FiledFigures {
  return Object.fromEntries(
    frames
      .flatMap((frame) => frame.lines.filter(isFigure))
      .map((line) => [line.key, valueOf(line)]),
  );
}

export interface FiledChange {
  key: string;
  /** 'F-1 a · Apprentis', 'F · Total (1)': the line's code, or its frame's where it has none. */
  line: string;
  /** '€', '%', or none for people and hours. */
  unit: string;
  /** Undefined where the line was not filed, or is no longer printed (F-4's five specialities). */
  filed: FiledValue | undefined;
  now: FiledValue | undefined;
}

/**
 * The lines whose figure moved since the BPF was filed (an invoice issued late, a status
 * stated), those filed and no longer printed included: what a rectification on Mon Activité
 * Formation would carry.
 */
export function changesSinceFiling(frames: BpfFrame[], filed: FiledFigures): FiledChange[] {
  const today = frames.flatMap((frame) =>
    frame.lines.filter(isFigure).map((line) => {
      const code = line.code.startsWith(frame.code) ? line.code : `${frame.code} ${line.code}`;
      return {
        key: line.key,
        line: `${code.trim()} · ${line.label}`,
        unit: line.key === "C-share" ? "%" : frame.columns === "amount" ? "€" : "",
        now: valueOf(line) as FiledValue | undefined,
      };
    }),
  );
  const printed = new Set(today.map((line) => line.key));
  const gone = Object.keys(filed)
    .filter((key) => !printed.has(key))
    .map((key) => ({ key, line: unprintedLine(key), unit: "", now: undefined }));
  return [...today, ...gone].flatMap((line) => {
    const before = filed[line.key];
    return JSON.stringify(before) === JSON.stringify(line.now) ? [] : [{ ...line, filed: before }];
  });
}

/** A line filed and no longer printed: one of F-4's specialities, which is ranked (form.ts). */
function unprintedLine(key: string): string {
  const code = key.replace(/^F-4-/, "");
  return isNsfCode(code) ? `F-4 ${code} · ${nsfSpecialities[code]}` : key;
}
