"use client";

import { FileDown, FileUp, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { buttonClassName } from "@/components/ui/button";
import { ConfirmationContent } from "@/components/ui/confirmation";
import { FilePickButton } from "@/components/ui/file-pick-button";
import { useUpload } from "@/components/ui/use-upload";
import { paths } from "@/config/paths";
import { MAX_SCAN_MEGABYTES } from "@/features/attendance/client";
// The server's limit (scan.ts), checked here too so that nobody waits to hear it.

/** What a signed paper's scan may be, here as on the server (scan.ts). */
export const scanPick = {
  accept: "application/pdf,image/jpeg,image/png",
  maxMegabytes: MAX_SCAN_MEGABYTES,
  tooHeavy: `Fichier trop lourd : ${MAX_SCAN_MEGABYTES} Mo au plus.`,
} as const;

/**
 * The paper sheet signed in the room, scanned: 'Déposer la feuille signée' sends it (a new one
 * takes over from the last, which is kept); once there, it can be downloaded or taken away.
 */
export function AttendanceScanControl({
  sessionId,
  scan,
}: {
  sessionId: number;
  /** What the page says of the scan in force ('Feuille signée sur papier déposée le …'), if any. */
  scan: string | null;
}) {
  const url = paths.attendanceScan(sessionId);
  const { pending, send } = useUpload(url, "fichier", "La feuille n'a pas pu être envoyée.");
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="attendance-scan">
      <FilePickButton
        {...scanPick}
        disabled={pending}
        onFile={(file) =>
          void send(file, {
            loading: "Envoi de la feuille...",
            success: "Feuille signée enregistrée",
          })
        }
        look={{ variant: "outline", size: "sm" }}
      >
        <FileUp aria-hidden className="size-4" />
        {scan ? "Remplacer la feuille signée" : "Déposer la feuille signée (scan)"}
      </FilePickButton>
      {scan && (
        <>
          <a href={url} download className={buttonClassName({ variant: "outline", size: "sm" })}>
            <FileDown aria-hidden className="size-4" /> Feuille signée
          </a>
          <AlertDialog.Root>
            <AlertDialog.Trigger
              disabled={pending}
              className={buttonClassName({ variant: "ghost", size: "sm" })}
            >
              <Trash2 aria-hidden className="size-4" /> Retirer
            </AlertDialog.Trigger>
            <ConfirmationContent
              title="Retirer la feuille signée"
              cancel="Annuler"
              confirm="Retirer"
              pending={pending}
              onConfirm={() =>
                void send(null, {
                  loading: "Retrait de la feuille...",
                  success: "Feuille signée retirée",
                })
              }
            >
              <p>
                La preuve de la session redevient l&apos;émargement électronique. Le fichier retiré
                reste conservé, et le journal le nomme par son empreinte.
              </p>
            </ConfirmationContent>
          </AlertDialog.Root>
          <p className="basis-full text-ink/80">{scan}</p>
        </>
      )}
    </div>
  );
}
