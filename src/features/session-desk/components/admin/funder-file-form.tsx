"use client";

import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { setFunderFileNumber } from "@/features/session-desk/actions";

/**
 * « N° de dossier du financeur »: the number an OPCO or a CPF order gives this trainee's file,
 * which the attendance sheet prints beside the company so that the funder matches them.
 */
export function FunderFileForm({
  id,
  name,
  current,
}: {
  id: number;
  name: string;
  current: string | null;
}) {
  const { run, pending } = useActionFeedback();
  const [file, setFile] = useState(current ?? "");
  const field = `funder-file-${id}`;
  return (
    <form
      className="mt-1 flex flex-wrap items-end gap-2 text-sm"
      onSubmit={async (event) => {
        event.preventDefault();
        await run(() => setFunderFileNumber({ id, file }), {
          success: "N° de dossier enregistré",
          failure: "Impossible d'enregistrer le n° de dossier",
        });
      }}
    >
      <label htmlFor={field} className="flex flex-col gap-1">
        <span className="text-ink/80">N° de dossier du financeur</span>
        <input
          id={field}
          value={file}
          maxLength={50}
          onChange={(event) => setFile(event.target.value)}
          className="field field-text w-56"
          aria-describedby={`${field}-who`}
        />
      </label>
      <span id={`${field}-who`} className="sr-only">
        {name}
      </span>
      <button
        type="submit"
        disabled={pending || file.trim() === (current ?? "")}
        className={buttonClassName({ variant: "outline", size: "sm" })}
      >
        Enregistrer
      </button>
    </form>
  );
}
