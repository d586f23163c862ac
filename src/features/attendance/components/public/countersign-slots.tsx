"use client";

import { actions } from "astro:actions";
import { buttonClassName } from "@/components/ui/button";
import { LinkForm } from "@/components/ui/link-page";
import { formatTime } from "@/lib/dates";
import { markText } from "@/features/attendance/text";
import type { Attendance } from "@/features/attendance/attendance-record";
import { slotKey, type Slot } from "@/features/sessions/client";
import { SignaturePad } from "./signature-pad";
import { slotWithHours } from "./slot-hours";

/**
 * The half-days that have started on the trainer's page, latest first: what every trainee signed,
 * then the trainer's countersignature, or its form with a signature pad (the page's island).
 */
export function CountersignSlots({
  token,
  slots,
  attendance,
  mode,
}: {
  token: string;
  slots: Slot[];
  attendance: Pick<Attendance, "lines" | "countersignatures">;
  mode: "drawn" | "typed";
}) {
  return slots.map((slot) => {
    const countersigned = attendance.countersignatures[slotKey(slot)];
    return (
      <section key={slotKey(slot)} className="mt-8 border-t border-ink/10 pt-6">
        <h2 className="font-display text-xl font-bold">{slotWithHours(slot)}</h2>
        <ul className="mt-3 divide-y divide-ink/10">
          {attendance.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-4 py-2">
              <span>{line.name}</span>
              <span className="text-ink/80">{markText(line.marks[slotKey(slot)])}</span>
            </li>
          ))}
        </ul>
        {countersigned ? (
          <p className="mt-3 font-semibold text-brand-green-ink">
            Contresigné à {formatTime(countersigned.signed_at!)} par {countersigned.trainer_name}.
          </p>
        ) : (
          <LinkForm
            action={actions.countersignAsTrainer}
            token={token}
            className="mt-4 space-y-4"
            data-testid="countersign-form"
          >
            <input type="hidden" name="day" value={slot.day} />
            <input type="hidden" name="half" value={slot.half} />
            <SignaturePad mode={mode} id={`signature-${slotKey(slot)}`} />
            <button type="submit" className={buttonClassName()}>
              Contresigner cette demi-journée
            </button>
          </LinkForm>
        )}
      </section>
    );
  });
}
