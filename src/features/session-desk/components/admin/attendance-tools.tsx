"use client";

import { Copy, Link2, QrCode, Send } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ActionButton } from "@/components/ui/action-button";
import { buttonClassName } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import {
  createTrainerLinkAction,
  sendTrainerLinkAction,
  RoomQrCode,
} from "@/features/attendance/client";

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
 * « Lien du formateur »: the personal link the trainer countersigns with, without an account, as
 * it stands (each look shows the same one), to copy or mail to them; replacing it is a separate,
 * confirmed action, since the trainer's copy then stops working.
 */
export function TrainerLinkButton({
  sessionId,
  link,
  trainerEmail,
}: {
  sessionId: number;
  link: string | null;
  trainerEmail: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClassName({ variant: "outline", size: "sm" })}
      >
        <Link2 aria-hidden className="size-4" /> Lien du formateur
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Lien du formateur">
        <p className="text-sm">
          Le formateur y montre le QR code, contresigne chaque demi-journée et enregistre les
          résultats, sans compte.
        </p>
        {link ? (
          <>
            <input
              readOnly
              value={link}
              aria-label="Adresse du lien du formateur"
              className="field field-text mt-3 w-full"
              data-testid="trainer-link"
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="mt-3 flex flex-wrap gap-2">
              <CopyButton text={link} />
              {trainerEmail ? (
                <ActionButton
                  action={sendTrainerLinkAction.bind(null, sessionId)}
                  messages={{ success: "Lien envoyé", failure: "Impossible d'envoyer le lien" }}
                  style={{ size: "sm" }}
                >
                  <Send aria-hidden className="size-4" /> Envoyer au formateur
                </ActionButton>
              ) : null}
              <ActionButton
                action={createTrainerLinkAction.bind(null, { id: sessionId, replace: true })}
                messages={{ success: "Lien remplacé", failure: "Impossible de remplacer le lien" }}
                style={{ variant: "outline", size: "sm" }}
                confirm={{
                  title: "Remplacer le lien du formateur",
                  question:
                    "Le lien actuel cessera de fonctionner, y compris s'il est ouvert en salle : le formateur devra utiliser le nouveau.",
                  yes: "Remplacer",
                  no: "Garder le lien actuel",
                }}
              >
                Remplacer le lien
              </ActionButton>
            </div>
            {!trainerEmail && (
              <p className="mt-2 text-sm text-ink/80">
                Indiquez l&apos;e-mail du formateur dans la session pour le lui envoyer d&apos;ici.
              </p>
            )}
          </>
        ) : (
          <div className="mt-3">
            <ActionButton
              action={createTrainerLinkAction.bind(null, { id: sessionId, replace: false })}
              messages={{
                success: "Lien du formateur créé",
                failure: "Impossible de créer le lien",
              }}
              style={{ size: "sm" }}
            >
              Créer le lien du formateur
            </ActionButton>
          </div>
        )}
      </Dialog>
    </>
  );
}

/** « Copier »: the text to the clipboard, said by a toast. */
function CopyButton({ text }: { text: string }) {
  return (
    <button
      type="button"
      className={buttonClassName({ variant: "outline", size: "sm" })}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          toast.success("Lien copié");
        } catch {
          toast.error("Copie impossible : sélectionnez le lien et copiez-le.");
        }
      }}
    >
      <Copy aria-hidden className="size-4" /> Copier
    </button>
  );
}
