"use client";

import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { setTraineeProfile } from "@/features/session-desk/actions";
import { traineeStatuses, traineeStatusLines, type TraineeStatus } from "@/lib/bpf";

/**
 * « Statut du stagiaire »: who the trainee is for the yearly BPF (frame F-1), and the hours they
 * follow remotely in a session held in a room.
 */
export function TraineeProfileForm({
  id,
  name,
  status,
  remoteHours,
}: {
  id: number;
  name: string;
  status: TraineeStatus | null;
  remoteHours: string | null;
}) {
  const { run, pending } = useActionFeedback();
  const saved = {
    trainee_status: (status ?? "") as TraineeStatus | "",
    remote_hours: remoteHours?.replace(".", ",") ?? "",
  };
  const [values, setValues] = useState(saved);
  const field = `trainee-profile-${id}`;
  return (
    <form
      className="mt-1 flex flex-wrap items-end gap-2 text-sm"
      aria-label={`Statut de ${name}`}
      onSubmit={async (event) => {
        event.preventDefault();
        await run(() => setTraineeProfile({ id, ...values }), {
          success: "Statut enregistré",
          failure: "Impossible d'enregistrer le statut",
        });
      }}
    >
      <label htmlFor={`${field}-status`} className="flex flex-col gap-1">
        <span className="text-ink/80">Statut du stagiaire</span>
        <select
          id={`${field}-status`}
          value={values.trainee_status}
          onChange={(event) =>
            setValues({ ...values, trainee_status: event.target.value as TraineeStatus | "" })
          }
          className="field field-text w-64"
        >
          <option value="">À préciser</option>
          {traineeStatuses.map((value) => (
            <option key={value} value={value}>
              {traineeStatusLines[value].label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${field}-remote`} className="flex flex-col gap-1">
        <span className="text-ink/80">Heures à distance</span>
        <input
          id={`${field}-remote`}
          inputMode="decimal"
          value={values.remote_hours}
          onChange={(event) => setValues({ ...values, remote_hours: event.target.value })}
          className="field field-text w-24"
        />
      </label>
      <button
        type="submit"
        disabled={
          pending ||
          (values.trainee_status === saved.trainee_status &&
            values.remote_hours === saved.remote_hours)
        }
        className={buttonClassName({ variant: "outline", size: "sm" })}
      >
        Enregistrer
      </button>
    </form>
  );
}
