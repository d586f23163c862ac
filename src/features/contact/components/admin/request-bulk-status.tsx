"use client";

import { useRef, useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form-field";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { countOf } from "@/lib/text";
import { changeRequestStatus } from "../../actions";
import { requestStatusLabels } from "../../statuses";

/**
 * 'Changer le statut' of the requests ticked on this page at once. The list (server-rendered,
 * with a box named 'ids' per row) is this form's child, so the boxes are its own fields.
 */
export function RequestBulkStatus({ children }: { children: React.ReactNode }) {
  const { run, pending } = useActionFeedback();
  const form = useRef<HTMLFormElement>(null);
  const [selected, setSelected] = useState(0);
  const [total, setTotal] = useState(0);

  const boxes = () =>
    Array.from(form.current?.querySelectorAll<HTMLInputElement>('input[name="ids"]') ?? []);
  const recount = () => {
    const all = boxes();
    setTotal(all.length);
    setSelected(all.filter((box) => box.checked).length);
  };

  return (
    <form
      ref={form}
      aria-label="Demandes de la page"
      onChange={recount}
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const ids = data.getAll("ids").map(Number);
        const result = await run(() => changeRequestStatus(ids, String(data.get("status"))), {
          success: `${countOf(ids.length, ["demande mise", "demandes mises"])} à jour`,
          failure: "Impossible de modifier le statut",
        });
        if (result?.ok) {
          for (const box of boxes()) box.checked = false;
          recount();
        }
      }}
    >
      <div className="mt-4 flex flex-wrap items-end gap-x-3 gap-y-2 rounded-3xl border border-ink/10 bg-white p-4 shadow-sm">
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-ink"
            checked={total > 0 && selected === total}
            ref={(box) => {
              if (box) box.indeterminate = selected > 0 && selected < total;
            }}
            onChange={(event) => {
              for (const box of boxes()) box.checked = event.target.checked;
            }}
          />
          Tout sélectionner
        </label>
        <p aria-live="polite" className="grow content-center text-sm text-ink/70 sm:min-h-11">
          {selected === 0
            ? "Aucune demande sélectionnée"
            : `${countOf(selected, ["demande sélectionnée", "demandes sélectionnées"])}`}
        </p>
        <SelectField
          id="statut-groupe"
          name="status"
          label="Nouveau statut"
          defaultValue="handled"
          className="w-full sm:w-48"
        >
          {Object.entries(requestStatusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <button
          type="submit"
          disabled={pending || selected === 0}
          className={buttonClassName({ className: "w-full sm:w-auto" })}
        >
          {pending ? "Enregistrement..." : "Changer le statut"}
        </button>
      </div>
      {children}
    </form>
  );
}
