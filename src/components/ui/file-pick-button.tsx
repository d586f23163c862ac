"use client";

import { useEffect, useEffectEvent, useId, useRef, type RefObject } from "react";
import { toast } from "sonner";
import { buttonClassName, type ButtonStyle } from "./button";

/**
 * A button opening the device's file picker (a label for a hidden file field, so it works as
 * soon as the page shows). A file over `maxMegabytes` is refused in a toast before anything is
 * sent, as the server would refuse it; any other goes to `onFile`.
 */
export function FilePickButton({
  accept,
  maxMegabytes,
  tooHeavy,
  disabled,
  onFile,
  inputRef,
  title,
  look,
  children,
}: {
  accept: string;
  maxMegabytes: number;
  /** The toast's words for a file too heavy ('Image trop lourde : 25 Mo au plus.'). */
  tooHeavy: string;
  disabled: boolean;
  onFile: (file: File) => void;
  /** The file field, for a dialog that gives the focus back to it. */
  inputRef?: RefObject<HTMLInputElement | null>;
  title?: string;
  look: Pick<ButtonStyle, "variant" | "size">;
  children: React.ReactNode;
}) {
  const id = useId();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const choose = (field: HTMLInputElement) => {
    const file = field.files?.[0];
    field.value = "";
    if (!file) return;
    if (file.size > maxMegabytes * 1024 * 1024) toast.error("Erreur", { description: tooHeavy });
    else onFile(file);
  };

  // The label opens the file picker before this code has arrived, and the choice made then fires
  // no change React sees: it is taken as soon as the button is live.
  const chooseBeforeHydration = useEffectEvent(() => {
    if (input.current?.files?.length) choose(input.current);
  });
  useEffect(() => chooseBeforeHydration(), []);

  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="peer sr-only"
        disabled={disabled}
        onChange={(event) => choose(event.target)}
      />
      <label
        htmlFor={id}
        title={title}
        className={buttonClassName({
          ...look,
          className:
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-blue-ink",
        })}
      >
        {children}
      </label>
    </>
  );
}
