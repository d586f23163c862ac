import type { CalendarEntry } from "@/features/calendar/calendar";

const kinds: { kind: CalendarEntry["kind"]; label: string }[] = [
  { kind: "event", label: "Événement tech" },
  { kind: "session", label: "Session de formation" },
];

/** Which colour is which: the entries also say it in words, for those who cannot tell colours apart. */
export function CalendarLegend() {
  return (
    <ul
      aria-label="Légende du calendrier"
      className="flex flex-wrap gap-x-6 gap-y-2 text-sm"
      data-testid="calendar-legend"
    >
      {kinds.map(({ kind, label }) => (
        <li key={kind} className="flex items-center gap-2">
          <span aria-hidden data-kind={kind} className="calendar-chip legend-chip" />
          {label}
        </li>
      ))}
    </ul>
  );
}
