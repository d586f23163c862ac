"use client";

import { Plus, X } from "lucide-react";
import { useState } from "react";
import { uniqueTrimmed } from "@/lib/lists";
import { buttonClassName } from "./button";
import { fieldClassName, labelClassName } from "./form-field";

/** Free-text labels added by the plus button or Enter, trimmed and unique, removed one by one. */
export function TagsInput({
  id,
  label,
  placeholder,
  value,
  onChange,
  itemName,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** 'le rôle': how the buttons name one item. */
  itemName: string;
}) {
  const [draft, setDraft] = useState("");
  const add = () => {
    onChange(uniqueTrimmed([...value, draft]));
    setDraft("");
  };
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          className={fieldClassName}
          placeholder={placeholder}
        />
        <button
          type="button"
          onClick={add}
          aria-label={`Ajouter ${itemName}`}
          className={buttonClassName({ variant: "outline", size: "mdTight", className: "mt-1" })}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
      {value.length > 0 ? (
        <ul aria-label={`${label} ajoutés`} className="mt-2 flex flex-wrap gap-2">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-brand-blue-soft py-1 pl-3 pr-1 text-sm font-semibold"
            >
              {item}
              <button
                type="button"
                aria-label={`Retirer ${itemName} ${item}`}
                onClick={() => onChange(value.filter((other) => other !== item))}
                className="grid size-6 place-items-center rounded-full hover:bg-white"
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
