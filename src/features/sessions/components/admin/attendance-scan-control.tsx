"use client";

import { FileDown, FileUp, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { AlertDialog } from "radix-ui";
import { useId, useState } from "react";
import { toast } from "sonner";
import { buttonClassName } from "@/components/ui/button";
import { ConfirmationContent } from "@/components/ui/confirmation";
import { sendUpload } from "@/components/ui/send-upload";
import { paths } from "@/config/paths";
// The server's limit (attendance-scan.ts), checked here too so that nobody waits to hear it.
import { MAX_SCAN_MEGABYTES } from "../../constants";

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
  const id = useId();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const url = paths.attendanceScan(sessionId);
  const send = async (file: File | null) => {
    setPending(true);
    const sent = await sendUpload(url, file && { field: "fichier", file }, {
      loading: file ? "Envoi de la feuille..." : "Retrait de la feuille...",
      success: file ? "Feuille signée enregistrée" : "Feuille signée retirée",
      failure: "La feuille n'a pas pu être envoyée.",
    });
    setPending(false);
    if (sent) router.refresh();
  };
  const choose = (field: HTMLInputElement) => {
    const file = field.files?.[0];
    field.value = "";
    if (!file) return;
    if (file.size > MAX_SCAN_MEGABYTES * 1024 * 1024)
      toast.error("Erreur", {
        description: `Fichier trop lourd : ${MAX_SCAN_MEGABYTES} Mo au plus.`,
      });
    else void send(file);
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="attendance-scan">
      <input
        id={id}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        className="peer sr-only"
        disabled={pending}
        onChange={(event) => choose(event.target)}
      />
      <label
        htmlFor={id}
        className={buttonClassName({
          variant: "outline",
          size: "sm",
          className:
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-blue-ink",
        })}
      >
        <FileUp aria-hidden className="size-4" />
        {scan ? "Remplacer la feuille signée" : "Déposer la feuille signée (scan)"}
      </label>
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
              onConfirm={() => void send(null)}
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
