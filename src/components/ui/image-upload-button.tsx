"use client";

import { ImageOff, ImageUp } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useRef, useState } from "react";
import { buttonClassName } from "./button";
import { ConfirmationContent } from "./confirmation";
import { FilePickButton } from "./file-pick-button";
import { useUpload } from "./use-upload";

/** The server's limit (server/image-upload.ts), checked here too so that nobody waits to hear it. */
const MAX_MEGABYTES = 25;

const shapes = { square: "aspect-square w-48", banner: "aspect-video w-full" } as const;

/**
 * A picture (team photo, location illustration) chosen from the device, shown as it will be
 * framed with 'Enregistrer' and 'Annuler' before it replaces the current one; the server checks,
 * re-encodes and resizes it. With `removal`, a second button takes the current picture off.
 */
export function ImageUploadButton({
  url,
  label,
  success,
  shape,
  removal,
}: {
  url: string;
  label: string;
  success: string;
  shape: keyof typeof shapes;
  /** When there is a picture to remove: the button's name, the question, the toast. */
  removal?: { label: string; question: string; success: string };
}) {
  const input = useRef<HTMLInputElement>(null);
  const { pending, send } = useUpload(url, "image", "L'image n'a pas pu être envoyée.");
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [previewBroken, setPreviewBroken] = useState(false);

  const close = () => {
    if (chosen) URL.revokeObjectURL(chosen.preview);
    setChosen(null);
  };
  // A phone's photo takes a while to send: the toast says so, then says how it went.
  const upload = (file: File | null, success: string) =>
    send(file, {
      loading: file ? "Envoi de l'image..." : "Retrait de l'image...",
      success,
    });

  return (
    <>
      <FilePickButton
        inputRef={input}
        // What the server reads; an iPhone turns its HEIC photos into JPEG for such a field.
        accept="image/png,image/jpeg,image/webp"
        maxMegabytes={MAX_MEGABYTES}
        tooHeavy={`Image trop lourde : ${MAX_MEGABYTES} Mo au plus.`}
        disabled={pending}
        onFile={(file) => {
          setPreviewBroken(false);
          setChosen({ file, preview: URL.createObjectURL(file) });
        }}
        title={label}
        look={{ variant: "ghost", size: "smTight" }}
      >
        <ImageUp aria-hidden className="size-4" />
        <span className="sr-only">{pending ? "Envoi..." : label}</span>
      </FilePickButton>
      <AlertDialog.Root open={chosen !== null} onOpenChange={(open) => (open ? null : close())}>
        <ConfirmationContent
          title={label}
          cancel="Annuler"
          confirm="Enregistrer"
          // No trigger to return to: the focus goes back to the file field.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          pending={pending}
          onConfirm={() => {
            if (chosen) void upload(chosen.file, success);
            close();
          }}
        >
          {chosen && !previewBroken ? (
            // A local file's preview, framed as the site will crop it: next/image cannot show it.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={chosen.preview}
              alt="Aperçu de la nouvelle image"
              onError={() => setPreviewBroken(true)}
              className={`mx-auto rounded-2xl object-cover ${shapes[shape]}`}
            />
          ) : (
            <p>Ce navigateur ne sait pas afficher ce fichier : le serveur dira s&apos;il le lit.</p>
          )}
          <p className="mt-3 text-sm break-all">{chosen?.file.name}</p>
        </ConfirmationContent>
      </AlertDialog.Root>
      {removal ? (
        <AlertDialog.Root>
          <AlertDialog.Trigger
            title={removal.label}
            disabled={pending}
            className={buttonClassName({ variant: "ghost", size: "smTight" })}
          >
            <ImageOff aria-hidden className="size-4" />
            <span className="sr-only">{removal.label}</span>
          </AlertDialog.Trigger>
          <ConfirmationContent
            title={removal.label}
            cancel="Annuler"
            confirm="Retirer"
            pending={pending}
            onConfirm={() => void upload(null, removal.success)}
          >
            <p>{removal.question}</p>
          </ConfirmationContent>
        </AlertDialog.Root>
      ) : null}
    </>
  );
}
