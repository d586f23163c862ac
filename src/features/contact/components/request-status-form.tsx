"use client";

import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form-field";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { changeRequestStatus } from "../actions";
import { requestStatusLabels, requestStatuses, type RequestStatus } from "../statuses";

/** The detail page's status change. */
export function RequestStatusForm({ id, status }: { id: number; status: RequestStatus }) {
  const run = useActionFeedback();
  const [value, setValue] = useState(status);
  const [pending, setPending] = useState(false);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        await run(() => changeRequestStatus(id, value), { success: "Statut mis à jour", failure: "Impossible de modifier le statut" });
        setPending(false);
      }}
    >
      <SelectField id="request-status" label="Statut" value={value} onChange={(event) => setValue(event.target.value as RequestStatus)} className="min-w-48">
        {requestStatuses.map((option) => (
          <option key={option} value={option}>
            {requestStatusLabels[option]}
          </option>
        ))}
      </SelectField>
      <button type="submit" disabled={pending || value === status} className={buttonClassName({ className: "mt-1" })}>
        {pending ? "Enregistrement..." : "Mettre à jour"}
      </button>
    </form>
  );
}
