"use client";

import { FileUp, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { buttonClassName } from "@/components/ui/button";
import { ConfirmationContent } from "@/components/ui/confirmation";
import { FilePickButton } from "@/components/ui/file-pick-button";
import { useUpload } from "@/components/ui/use-upload";
import { paths } from "@/config/paths";

/**
 * « Cachet et signature »: the image the certificates print under the legal representative's
 * name. Sent once (a new one replaces it); the certificates already issued keep theirs.
 */
export function ProviderStampControl({
  stamp,
  representative,
}: {
  /** The stamp in force: its digest names the picture's version. */
  stamp: { sha256: string; uploaded: string } | null;
  representative: string;
}) {
  const { pending, send } = useUpload(
    paths.providerStamp,
    "image",
    "Le cachet n'a pas pu être envoyé.",
  );
  return (
    <section
      className="mt-8 rounded-2xl border border-ink/10 p-4"
      aria-labelledby="stamp-title"
      data-testid="provider-stamp"
    >
      <h2 id="stamp-title" className="font-display text-lg font-bold">
        Cachet et signature des documents
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink/80">
        Les certificats de réalisation et les attestations l&apos;impriment sous le nom de{" "}
        {representative}, représentant légal, comme le demande le modèle du ministère du Travail.
        Une image PNG ou JPEG, de préférence sur fond transparent.
      </p>
      {stamp ? (
        <div className="mt-3 flex flex-wrap items-end gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- an admin-only image, never optimised */}
          <img
            src={`${paths.providerStamp}?v=${stamp.sha256.slice(0, 12)}`}
            alt={`Cachet et signature en vigueur, déposés le ${stamp.uploaded}`}
            className="max-h-32 rounded-lg border border-ink/10 bg-white p-2"
          />
          <p className="text-sm text-ink/80">Déposés le {stamp.uploaded}.</p>
        </div>
      ) : (
        <p className="mt-3 text-sm font-semibold text-brand-pink-ink">
          Aucun cachet : les certificats n&apos;impriment que le nom du signataire.
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <FilePickButton
          accept="image/png,image/jpeg,image/webp"
          maxMegabytes={25}
          tooHeavy="Image trop lourde : 25 Mo au plus."
          disabled={pending}
          onFile={(file) =>
            void send(file, { loading: "Envoi du cachet...", success: "Cachet enregistré" })
          }
          look={{ variant: "outline", size: "sm" }}
        >
          <FileUp aria-hidden className="size-4" />
          {stamp ? "Remplacer le cachet" : "Déposer le cachet et la signature"}
        </FilePickButton>
        {stamp && (
          <AlertDialog.Root>
            <AlertDialog.Trigger
              disabled={pending}
              className={buttonClassName({ variant: "ghost", size: "sm" })}
            >
              <Trash2 aria-hidden className="size-4" /> Retirer
            </AlertDialog.Trigger>
            <ConfirmationContent
              title="Retirer le cachet"
              cancel="Annuler"
              confirm="Retirer"
              pending={pending}
              onConfirm={() =>
                void send(null, { loading: "Retrait du cachet...", success: "Cachet retiré" })
              }
            >
              <p>
                Les prochains certificats n&apos;imprimeront plus de cachet ; ceux déjà émis gardent
                le leur.
              </p>
            </ConfirmationContent>
          </AlertDialog.Root>
        )}
      </div>
    </section>
  );
}
