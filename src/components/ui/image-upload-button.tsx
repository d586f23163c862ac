"use client";

import { ImageUp } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { buttonClassName } from "./button";

/**
 * Sends a picture (team photo, location illustration) to its upload address; the server checks,
 * re-encodes and resizes it. The toast says what happened.
 */
export function ImageUploadButton({ url, label, success }: { url: string; label: string; success: string }) {
  const id = useId();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="peer sr-only"
        disabled={pending}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (!file) return;
          setPending(true);
          const body = new FormData();
          body.set("image", file);
          const answer = await fetch(url, { method: "POST", body })
            .then(async (response) => ({ ok: response.ok, ...((await response.json()) as { error?: string }) }))
            .catch(() => ({ ok: false, error: undefined }));
          setPending(false);
          if (!answer.ok) {
            toast.error("Erreur", { description: answer.error ?? "L'image n'a pas pu être envoyée." });
            return;
          }
          toast.success("Succès", { description: success });
          router.refresh();
        }}
      />
      <label htmlFor={id} title={label} className={buttonClassName({ variant: "ghost", size: "smTight", className: "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-blue-ink" })}>
        <ImageUp aria-hidden className="size-4" />
        <span className="sr-only">{pending ? "Envoi..." : label}</span>
      </label>
    </>
  );
}
