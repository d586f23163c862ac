import { isFigure, type BpfFigure, type BpfFrame } from "./form";

/** A line's figure as filed: an amount in whole euros (null unknown), or people and hours. */
export type FiledValue = number | null | [count: number, hours: number];

/** Every figure of a BPF by its line's key, as it stood when staff marked it filed. */
export type FiledFigures = Record<string, FiledValue>;

const valueOf = (line: BpfFigure): FiledValue =>
  line.amount !== undefined ? line.amount : [line.count ?? 0, line.hours ?? 0];

export function figuresOf(frames: BpfFrame[]): FiledFigures {
  return Object.fromEntries(
    frames
      .flatMap((frame) => frame.lines.filter(isFigure))
      .map((line) => [line.key, valueOf(line)]),
  );
}

export interface FiledChange {
  key: string;
  /** 'F-1 a · Apprentis', 'F-1 · Total (1)': the line's code, or its frame's where it has none. */
  line: string;
  filed: FiledValue | undefined;
  now: FiledValue;
}

/**
 * The lines whose figure moved since the BPF was filed (an invoice issued late, a status
 * stated): what a rectification on Mon Activité Formation would carry.
 */
export function changesSinceFiling(frames: BpfFrame[], filed: FiledFigures): FiledChange[] {
  return frames.flatMap((frame) =>
    frame.lines.filter(isFigure).flatMap((line) => {
      const now = valueOf(line);
      const before = filed[line.key];
      const code = line.code.startsWith(frame.code) ? line.code : `${frame.code} ${line.code}`;
      return JSON.stringify(before) === JSON.stringify(now)
        ? []
        : [{ key: line.key, line: `${code.trim()} · ${line.label}`, filed: before, now }];
    }),
  );
}
