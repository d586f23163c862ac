import { seatsLeft } from "@/features/registrations/public";

/** How full a session is: seats taken, held back and free, as a bar and in words. */
export function FillBar({
  capacity,
  held,
  taken,
}: {
  capacity: number;
  held: number;
  taken: number;
}) {
  const share = (seats: number) => `${Math.min(100, (seats / capacity) * 100)}%`;
  const left = seatsLeft({ capacity, held_seats: held }, taken);
  return (
    <div className="mt-3">
      <div aria-hidden className="flex h-2.5 overflow-hidden rounded-full bg-ink/10">
        <div className="bg-brand-blue-ink" style={{ width: share(taken) }} />
        <div className="bg-brand-yellow" style={{ width: share(held) }} />
      </div>
      <p className="mt-1 text-sm text-ink/80" data-testid="fill">
        {taken} / {capacity} places occupées
        {held > 0 ? `, ${held} réservée${held > 1 ? "s" : ""}` : ""} ·{" "}
        {left === 0 ? "complet" : `${left} libre${left > 1 ? "s" : ""}`}
      </p>
    </div>
  );
}
