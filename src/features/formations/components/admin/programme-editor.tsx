"use client";

import { ArrowDown, ArrowUp, Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { fieldClassName, labelClassName } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import type { Chapter as ChapterValue, Programme } from "../../programme";
import { programmeReducer, type ProgrammeAction } from "../../programme-editor";

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

function Chapter({
  chapter: { title, parts },
  first,
  last,
  dispatch,
}: {
  chapter: ChapterValue;
  first: boolean;
  last: boolean;
  dispatch: (action: ProgrammeAction) => void;
}) {
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
            <button
              type="button"
              className={iconButton}
              aria-label={`Renommer le chapitre ${title}`}
              onClick={() => setRenaming(title)}
            >
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
            <button
              type="button"
              className={iconButton}
              aria-label="Valider le nouveau titre"
              onClick={confirmRename}
            >
              <Check aria-hidden className="size-4" />
            </button>
          </>
        )}
        <button
          type="button"
          className={cn(iconButton, "disabled:opacity-30")}
          aria-label={`Monter le chapitre ${title}`}
          data-chapter={title}
          data-move="-1"
          disabled={first}
          onClick={() => dispatch({ type: "moveChapter", title, by: -1 })}
        >
          <ArrowUp aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          className={cn(iconButton, "disabled:opacity-30")}
          aria-label={`Descendre le chapitre ${title}`}
          data-chapter={title}
          data-move="1"
          disabled={last}
          onClick={() => dispatch({ type: "moveChapter", title, by: 1 })}
        >
          <ArrowDown aria-hidden className="size-4" />
        </button>
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
        <button
          type="button"
          className={cn(iconButton, "size-10 border border-ink/20")}
          aria-label={`Ajouter la sous-partie au chapitre ${title}`}
          onClick={addPart}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}

/** The training programme: chapters in staff's order, and their sub-parts. */
export function ProgrammeEditor({
  value,
  onChange,
}: {
  value: Programme;
  onChange: (programme: Programme) => void;
}) {
  const [chapter, setChapter] = useState("");
  const list = useRef<HTMLOListElement>(null);
  // A moved chapter's arrow keeps the focus, so the keyboard can move it again; at either end,
  // where that arrow is disabled, the focus goes to the other one.
  // Each move is a new object: the effect runs once per move, after the list has re-rendered.
  const [moved, setMoved] = useState<{ title: string; by: -1 | 1 } | null>(null);
  useLayoutEffect(() => {
    if (!moved) return;
    const arrow = (direction: -1 | 1) =>
      [...(list.current?.querySelectorAll<HTMLButtonElement>("button[data-move]") ?? [])].find(
        (button) =>
          button.dataset.chapter === moved.title && button.dataset.move === String(direction),
      );
    const same = arrow(moved.by);
    (same && !same.disabled ? same : arrow(moved.by < 0 ? 1 : -1))?.focus();
  }, [moved]);
  const dispatch = (action: ProgrammeAction) => {
    const next = programmeReducer(value, action);
    if (next === value) return;
    onChange(next);
    if (action.type === "moveChapter") setMoved({ title: action.title, by: action.by });
  };
  const addChapter = () => {
    dispatch({ type: "addChapter", title: chapter });
    setChapter("");
  };
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
        <button
          type="button"
          onClick={addChapter}
          className={buttonClassName({ variant: "outline", size: "mdTight" })}
        >
          <Plus aria-hidden className="size-4" />
          Ajouter
        </button>
      </div>
      {value.length === 0 ? (
        <p className="mt-3 text-sm text-ink/70">
          Aucun chapitre défini. Ajoutez un nouveau chapitre pour commencer.
        </p>
      ) : (
        <ol ref={list} aria-label="Chapitres" className="mt-3 space-y-2">
          {value.map((item, index) => (
            <Chapter
              key={item.title}
              chapter={item}
              first={index === 0}
              last={index === value.length - 1}
              dispatch={dispatch}
            />
          ))}
        </ol>
      )}
    </fieldset>
  );
}
