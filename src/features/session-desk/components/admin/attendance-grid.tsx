"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { buttonClassName, SubmitButton } from "@/components/ui/button";
import { Dialog, DialogCancel } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { HookForm } from "@/components/ui/hook-form";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { useServerErrors } from "@/components/ui/use-server-errors";
import { formatShortWeekdayDate } from "@/lib/dates";
import { cn } from "@/lib/cn";
import {
  countersignAction,
  markAllPresentAction,
  markAttendanceAction,
  allPresentSchema,
  attendanceMarkSchema,
  type AllPresentInput,
  type AttendanceMarkInput,
  slotText,
  SignaturePad,
  type AttendanceStatus,
} from "@/features/attendance/client";
import { halfDayLabels, type HalfDay } from "@/features/sessions/client";

/** A half-day as the grid shows it: may it be recorded yet, has it ended, who countersigned. */
export interface GridSlot {
  key: string;
  day: string;
  half: HalfDay;
  hours: string;
  recordable: boolean;
  ended: boolean;
  countersigned: string | null;
}

/** One trainee's half-day: what the cell says and what the dialog starts from. */
interface GridCell {
  text: string;
  status: AttendanceStatus | null;
  arrived_at: string | null;
  left_at: string | null;
}

export interface GridLine {
  id: number;
  name: string;
  /** Holding a seat: their cells can be recorded. */
  attending: boolean;
  cells: Record<string, GridCell>;
  attended: string;
  /** The hours of their proven half-days: what their certificate states. */
  certified: string;
}

const cellColours: Record<AttendanceStatus | "none", string> = {
  present: "bg-brand-green-soft text-brand-green-ink",
  partial: "bg-brand-yellow-soft",
  absent: "bg-brand-pink-soft text-brand-pink-ink",
  none: "",
};

/**
 * The session page's attendance: trainees down, half-days across, each cell a button to record
 * or correct; per half-day 'Tous présents' and the trainer's signature. On a phone the grid
 * scrolls sideways with the names kept in view.
 */
export function AttendanceGrid({
  sessionId,
  slots,
  lines,
  signatureMode,
  countersigner,
}: {
  sessionId: number;
  slots: GridSlot[];
  lines: GridLine[];
  signatureMode: "drawn" | "typed";
  /** Null for the session's trainer, who countersigns here; for anyone else, why they may not. */
  countersigner: string | null;
}) {
  const [editing, setEditing] = useState<{ line: GridLine; slot: GridSlot } | null>(null);
  const [countersigning, setCountersigning] = useState<GridSlot | null>(null);
  const [markingAll, setMarkingAll] = useState<GridSlot | null>(null);
  return (
    // Scrolled sideways on a phone: reachable by the keyboard even when it holds no button yet.
    <div
      className="mt-4 overflow-x-auto rounded-2xl border border-ink/10"
      data-testid="attendance-grid"
      role="region"
      aria-label="Grille d'émargement"
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Présence des stagiaires par demi-journée</caption>
        <thead>
          <tr className="bg-ink/5">
            <th scope="col" className="sticky left-0 z-10 bg-[#f3f4f6] p-2 text-left">
              Stagiaire
            </th>
            {slots.map((slot) => (
              <th key={slot.key} scope="col" className="min-w-32 p-2 text-left align-top">
                <span className="block first-letter:uppercase">
                  {formatShortWeekdayDate(slot.day)}
                </span>
                <span className="block font-normal">
                  {halfDayLabels[slot.half]} · {slot.hours}
                </span>
                {slot.recordable && (
                  <div className="mt-1 flex flex-col items-start gap-1 font-normal">
                    <button
                      type="button"
                      className={buttonClassName({ variant: "outline", size: "sm" })}
                      aria-label={`Tous présents : ${slotText(slot)}`}
                      onClick={() => setMarkingAll(slot)}
                    >
                      Tous présents
                    </button>
                    {slot.countersigned ? (
                      <span className="text-ink">
                        <span aria-hidden>✓ </span>
                        {slot.countersigned}
                      </span>
                    ) : countersigner ? (
                      <span className="text-ink/70" title={countersigner}>
                        Contresignature du formateur attendue
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="underline underline-offset-4"
                        aria-label={`Contresigner : ${slotText(slot)}`}
                        onClick={() => setCountersigning(slot)}
                      >
                        Contresigner
                      </button>
                    )}
                  </div>
                )}
              </th>
            ))}
            <th scope="col" className="p-2 text-left">
              Heures suivies
            </th>
            <th scope="col" className="p-2 text-left">
              Heures prouvées
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="border-t border-ink/10">
              <th scope="row" className="sticky left-0 z-10 bg-white p-2 text-left font-semibold">
                {line.name}
              </th>
              {slots.map((slot) => {
                const cell = line.cells[slot.key]!;
                const missing = slot.ended && cell.status === null;
                return (
                  <td key={slot.key} className="p-1">
                    {slot.recordable && line.attending ? (
                      <button
                        type="button"
                        onClick={() => setEditing({ line, slot })}
                        aria-label={`${line.name}, ${slotText(slot)} : ${cell.text}. Modifier`}
                        className={cn(
                          "w-full rounded-lg px-2 py-2 text-left hover:ring-2 hover:ring-ink/20",
                          cellColours[cell.status ?? "none"],
                          missing && "font-semibold text-brand-pink-ink",
                        )}
                      >
                        {cell.text}
                      </button>
                    ) : (
                      <span className="block px-2 py-2 text-ink/60">
                        {cell.status ? cell.text : "—"}
                      </span>
                    )}
                  </td>
                );
              })}
              <td className="p-2 whitespace-nowrap">{line.attended}</td>
              <td className="p-2 whitespace-nowrap">{line.certified}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && (
        <MarkDialog
          sessionId={sessionId}
          line={editing.line}
          slot={editing.slot}
          onClose={() => setEditing(null)}
        />
      )}
      {markingAll && (
        <AllPresentDialog
          sessionId={sessionId}
          slot={markingAll}
          onClose={() => setMarkingAll(null)}
        />
      )}
      {countersigning && (
        <CountersignDialog
          sessionId={sessionId}
          slot={countersigning}
          mode={signatureMode}
          onClose={() => setCountersigning(null)}
        />
      )}
    </div>
  );
}

const statusChoices: [AttendanceStatus, string][] = [
  ["present", "Présent"],
  ["absent", "Absent"],
  ["partial", "Présent en partie"],
];

/** One trainee's half-day: present, absent, or present between two times; a reason to correct. */
function MarkDialog({
  sessionId,
  line,
  slot,
  onClose,
}: {
  sessionId: number;
  line: GridLine;
  slot: GridSlot;
  onClose: () => void;
}) {
  const cell = line.cells[slot.key]!;
  const form = useForm<AttendanceMarkInput>({
    resolver: zodResolver(attendanceMarkSchema),
    defaultValues: {
      session: sessionId,
      ids: [line.id],
      day: slot.day,
      half: slot.half,
      // A half-day nobody recorded is chosen, not preselected: « Présent » by default was
      // saved for an absent trainee at one click.
      status: cell.status ?? undefined,
      arrived_at: cell.arrived_at ?? undefined,
      left_at: cell.left_at ?? undefined,
      reason: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const showServerErrors = useServerErrors(form);
  const { run } = useActionFeedback();
  const status = useWatch({ control: form.control, name: "status" });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${line.name} : ${slotText(slot)}`}
    >
      <HookForm
        form={form}
        onValid={async (values) => {
          const result = await run(() => markAttendanceAction(values), {
            success: "Présence enregistrée",
            failure: "Impossible d'enregistrer la présence",
          });
          if (result?.ok) onClose();
          else if (result) showServerErrors(result.fieldErrors);
        }}
      >
        <fieldset>
          <legend className="text-sm font-bold tracking-wide">Présence</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {statusChoices.map(([value, label]) => (
              <label
                key={value}
                className="flex items-center gap-2 rounded-full border border-ink/20 px-3 py-2"
              >
                <input type="radio" value={value} {...form.register("status")} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {status === "partial" && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="mark-arrived"
              type="time"
              label="Arrivée *"
              error={errors.arrived_at?.message}
              {...form.register("arrived_at")}
            />
            <TextField
              id="mark-left"
              type="time"
              label="Départ *"
              error={errors.left_at?.message}
              {...form.register("left_at")}
            />
          </div>
        )}
        <TextAreaField
          id="mark-reason"
          label="Motif"
          hint="Obligatoire pour une présence que le stagiaire n'a pas signée (la feuille l'imprime avec votre nom), et pour modifier une signature ou une demi-journée terminée : le journal le conserve."
          rows={2}
          error={errors.reason?.message}
          {...form.register("reason")}
        />
        <div className="flex justify-end gap-2">
          <DialogCancel />
          <SubmitButton pending={isSubmitting} pendingLabel="Enregistrement…">
            Enregistrer
          </SubmitButton>
        </div>
      </HookForm>
    </Dialog>
  );
}

/** 'Tous présents': the trainees nobody recorded yet, present, with the reason they did not sign. */
function AllPresentDialog({
  sessionId,
  slot,
  onClose,
}: {
  sessionId: number;
  slot: GridSlot;
  onClose: () => void;
}) {
  const form = useForm<AllPresentInput>({
    resolver: zodResolver(allPresentSchema),
    defaultValues: { session: sessionId, day: slot.day, half: slot.half, reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const showServerErrors = useServerErrors(form);
  const { run } = useActionFeedback();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Tous présents : ${slotText(slot)}`}
    >
      <HookForm
        form={form}
        onValid={async (values) => {
          const result = await run(() => markAllPresentAction(values), {
            success: "Présences enregistrées",
            failure: "Impossible d'enregistrer les présences",
          });
          if (result?.ok) onClose();
          else if (result) showServerErrors(result.fieldErrors);
        }}
      >
        <p className="text-sm">
          Les stagiaires non renseignés sont marqués présents sans leur signature : ces heures ne
          comptent au certificat qu&apos;avec la feuille papier signée ou l&apos;attestation signée
          de chacun.
        </p>
        <TextAreaField
          id="all-present-reason"
          label="Motif *"
          hint="Feuille papier signée en salle, réseau indisponible… La feuille d'émargement l'imprime avec votre nom."
          rows={2}
          error={errors.reason?.message}
          {...form.register("reason")}
        />
        <div className="flex justify-end gap-2">
          <DialogCancel />
          <SubmitButton pending={isSubmitting} pendingLabel="Enregistrement…">
            Marquer présents
          </SubmitButton>
        </div>
      </HookForm>
    </Dialog>
  );
}

/** The trainer's signature of a half-day, given by the session's trainer signed in. */
function CountersignDialog({
  sessionId,
  slot,
  mode,
  onClose,
}: {
  sessionId: number;
  slot: GridSlot;
  mode: "drawn" | "typed";
  onClose: () => void;
}) {
  const { run, pending } = useActionFeedback();
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Contresigner : ${slotText(slot)}`}
    >
      <form
        className="space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          const fields = Object.fromEntries(new FormData(event.currentTarget));
          const result = await run(
            () =>
              countersignAction({ ...fields, session: sessionId, day: slot.day, half: slot.half }),
            { success: "Demi-journée contresignée", failure: "Impossible de contresigner" },
          );
          if (result?.ok) onClose();
          else if (result) {
            const fieldErrors = result.fieldErrors ?? {};
            setError(fieldErrors.drawn ?? fieldErrors.typed);
          }
        }}
      >
        <SignaturePad mode={mode} id="countersign-signature" error={error} />
        <p className="text-sm text-ink/80">
          En signant, j&apos;atteste que la feuille de cette demi-journée est exacte.
        </p>
        <div className="flex justify-end gap-2">
          <DialogCancel />
          <button type="submit" disabled={pending} className={buttonClassName()}>
            Contresigner
          </button>
        </div>
      </form>
    </Dialog>
  );
}
