"use client";

import { Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { fieldClassName, labelClassName } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { programmeReducer, sortedChapters, type Programme, type ProgrammeAction } from "../programme-editor";

const iconButton = "grid size-9 shrink-0 place-items-center rounded-full hover:bg-ink/5";
/** A text box beside a button: it may shrink below its default width, so a phone's row still fits. */
const rowField = cn(fieldClassName, "mt-0 min-w-0");

/** Enter runs `action` instead of submitting the dialog's form; Escape runs `cancel`. */
function keys(action: () => void, cancel?: () => void) {
  return (event: React.KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      action();
    } else if (event.key === "Escape" && cancel) {
      cancel();
    }
  };
}

function Chapter({ title, parts, dispatch }: { title: string; parts: string[]; dispatch: (action: ProgrammeAction) => void }) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [part, setPart] = useState("");
  const addPart = () => {
    dispatch({ type: "addPart", chapter: title, text: part });
    setPart("");
  };
  const confirmRename = () => {
    if (renaming !== null) dispatch({ type: "renameChapter", from: title, to: renaming });
    setRenaming(null);
  };
  return (
    <li className="rounded-2xl border border-ink/10 p-3" data-testid="programme-chapter">
      <div className="flex items-center gap-1">
        {renaming === null ? (
          <>
            <h4 className="min-w-0 flex-1 truncate font-bold">{title}</h4>
            <button type="button" className={iconButton} aria-label={`Renommer le chapitre ${title}`} onClick={() => setRenaming(title)}>
              <Pencil aria-hidden className="size-4" />
            </button>
          </>
        ) : (
          <>
            <input
              aria-label={`Nouveau titre du chapitre ${title}`}
              // Escape leaves the rename, not the whole dialog (see Dialog).
              data-own-escape
              value={renaming}
              autoFocus
              onChange={(event) => setRenaming(event.target.value)}
              onKeyDown={keys(confirmRename, () => setRenaming(null))}
              className={cn(rowField, "py-2")}
            />
            <button type="button" className={iconButton} aria-label="Valider le nouveau titre" onClick={confirmRename}>
              <Check aria-hidden className="size-4" />
            </button>
          </>
        )}
        <button
          type="button"
          className={cn(iconButton, "text-brand-pink-ink")}
          aria-label={`Supprimer le chapitre ${title}`}
          onClick={() => dispatch({ type: "deleteChapter", title })}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
      {parts.length > 0 ? (
        <ul className="mt-2 space-y-1 pl-2">
          {parts.map((text, index) => (
            <li key={`${index}-${text}`} className="flex items-center gap-2 text-sm">
              <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-brand-pink" />
              <span className="min-w-0 flex-1 break-words">{text}</span>
              <button
                type="button"
                className={cn(iconButton, "size-7")}
                aria-label={`Retirer « ${text} »`}
                onClick={() => dispatch({ type: "removePart", chapter: title, index })}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex gap-2">
        <input
          aria-label={`Nouvelle sous-partie du chapitre ${title}`}
          placeholder="Nouvelle sous-partie"
          value={part}
          onChange={(event) => setPart(event.target.value)}
          onKeyDown={keys(addPart)}
          className={cn(rowField, "py-2 text-sm")}
        />
        <button type="button" className={cn(iconButton, "size-10 border border-ink/20")} aria-label={`Ajouter la sous-partie au chapitre ${title}`} onClick={addPart}>
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}

/** The training programme: chapters (sorted alphabetically) and their sub-parts. */
export function ProgrammeEditor({ value, onChange }: { value: Programme; onChange: (programme: Programme) => void }) {
  const [chapter, setChapter] = useState("");
  const dispatch = (action: ProgrammeAction) => {
    const next = programmeReducer(value, action);
    if (next !== value) onChange(next);
  };
  const addChapter = () => {
    dispatch({ type: "addChapter", title: chapter });
    setChapter("");
  };
  const chapters = sortedChapters(value);
  return (
    <fieldset className="min-w-0 rounded-3xl border border-ink/10 p-4">
      <legend className={cn(labelClassName, "px-1")}>Programme</legend>
      <div className="flex gap-2">
        <label htmlFor="programme-chapter" className="sr-only">
          Nouveau chapitre
        </label>
        <input
          id="programme-chapter"
          placeholder="Nouveau chapitre"
          value={chapter}
          onChange={(event) => setChapter(event.target.value)}
          onKeyDown={keys(addChapter)}
          className={rowField}
        />
        <button type="button" onClick={addChapter} className={buttonClassName({ variant: "outline", size: "mdTight" })}>
          <Plus aria-hidden className="size-4" />
          Ajouter
        </button>
      </div>
      {chapters.length === 0 ? (
        <p className="mt-3 text-sm text-ink/70">Aucun chapitre défini. Ajoutez un nouveau chapitre pour commencer.</p>
      ) : (
        <ol aria-label="Chapitres" className="mt-3 space-y-2">
          {chapters.map(([title, parts]) => (
            <Chapter key={title} title={title} parts={parts} dispatch={dispatch} />
          ))}
        </ol>
      )}
    </fieldset>
  );
}
