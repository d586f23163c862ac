"use client";

import { ImageUp } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { buttonClassName } from "./button";

/**
 * Sends a picture (team photo, location illustration) to its upload address; the server checks,
 * re-encodes and resizes it. The toast says what happened.
 */
export function ImageUploadButton({
  url,
  label,
  success,
}: {
  url: string;
  label: string;
  success: string;
}) {
  const id = useId();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);

  const send = async (field: HTMLInputElement) => {
    const file = field.files?.[0];
    field.value = "";
    if (!file) return;
    setPending(true);
    const body = new FormData();
    body.set("image", file);
    const answer = await fetch(url, { method: "POST", body })
      .then(async (response) => ({
        ok: response.ok,
        ...((await response.json()) as { error?: string }),
      }))
      .catch(() => ({ ok: false, error: undefined }));
    setPending(false);
    if (!answer.ok) {
      toast.error("Erreur", { description: answer.error ?? "L'image n'a pas pu être envoyée." });
      return;
    }
    toast.success("Succès", { description: success });
    router.refresh();
  };

  // The label opens the file picker before this code has arrived, and the choice made then fires
  // no change React sees: it is sent as soon as the button is live.
  const sendChosenBeforeHydration = useEffectEvent(() => {
    if (input.current?.files?.length) void send(input.current);
  });
  useEffect(() => sendChosenBeforeHydration(), []);

  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="peer sr-only"
        disabled={pending}
        onChange={(event) => void send(event.target)}
      />
      <label
        htmlFor={id}
        title={label}
        className={buttonClassName({
          variant: "ghost",
          size: "smTight",
          className:
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-blue-ink",
        })}
      >
        <ImageUp aria-hidden className="size-4" />
        <span className="sr-only">{pending ? "Envoi..." : label}</span>
      </label>
    </>
  );
}
