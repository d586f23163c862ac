"use client";

import { Link2, QrCode } from "lucide-react";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { paths } from "@/config/paths";
import { createTrainerLinkAction } from "../../attendance-actions";
import { RoomQrCode } from "../public/room-qr-code";

/** 'Afficher le QR code': this minute's code, full size, for the room to scan. */
export function RoomQrButton({ sessionId, slot }: { sessionId: number; slot: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClassName({ size: "sm" })}
      >
        <QrCode aria-hidden className="size-4" /> Afficher le QR code
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={`Émargement : ${slot}`}>
        <p className="text-sm">
          Chaque stagiaire le scanne avec le téléphone qui a ouvert son lien d&apos;émargement. Le
          code change chaque minute.
        </p>
        <div className="mt-4">
          <RoomQrCode src={paths.sessionQrCode(sessionId)} />
        </div>
      </Dialog>
    </>
  );
}

/**
 * 'Lien du formateur': a personal link for the trainer to countersign without an account,
 * shown once to be copied and sent; a new one replaces the last.
 */
export function TrainerLinkButton({ sessionId }: { sessionId: number }) {
  const { run, pending } = useActionFeedback();
  const [link, setLink] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        disabled={pending}
        className={buttonClassName({ variant: "outline", size: "sm" })}
        onClick={async () => {
          const result = await run(() => createTrainerLinkAction(sessionId), {
            success: "Lien du formateur créé",
            failure: "Impossible de créer le lien du formateur",
          });
          if (result?.ok) setLink(result.link);
        }}
      >
        <Link2 aria-hidden className="size-4" /> Lien du formateur
      </button>
      <Dialog open={link !== null} onOpenChange={() => setLink(null)} title="Lien du formateur">
        <p className="text-sm">
          Envoyez ce lien au formateur : il y montre le QR code et contresigne chaque demi-journée,
          sans compte. Il ne s&apos;affiche qu&apos;une fois ; un nouveau lien remplace celui-ci.
        </p>
        <input
          readOnly
          value={link ?? ""}
          aria-label="Adresse du lien du formateur"
          className="field field-text mt-3 w-full"
          data-testid="trainer-link"
          onFocus={(event) => event.currentTarget.select()}
        />
      </Dialog>
    </>
  );
}
