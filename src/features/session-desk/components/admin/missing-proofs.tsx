"use client";

import { FileUp } from "lucide-react";
import { ActionButton } from "@/components/ui/action-button";
import { FilePickButton } from "@/components/ui/file-pick-button";
import { useUpload } from "@/components/ui/use-upload";
import { paths } from "@/config/paths";
import { settleUncertifiedAction } from "@/features/attendance/client";
import type { HalfDay } from "@/features/sessions/client";
import { scanPick } from "./attendance-scan-control";

/** One trainee's half-day that holds their certificate back, as the page words it. */
export interface MissingProofItem {
  registrationId: number;
  day: string;
  half: HalfDay;
  /** 'lundi 14 décembre, matin'. */
  slot: string;
  /** 'MARTIN Emma'. */
  name: string;
  /** What it lacks: 'contresignature du formateur'. */
  lacks: string;
  /** Staff recorded it: a signed statement of the trainee proves it. */
  needsStatement: boolean;
  /** Recorded as attended: staff may settle it as not certified. */
  settleable: boolean;
}

/**
 * « Demi-journées à compléter »: each trainee's ended half-day that holds their certificate back,
 * what it lacks, and what staff can do: send the trainee's signed statement, or settle it as not
 * certified (its hours then stay off the certificate, which goes out).
 */
export function MissingProofs({
  sessionId,
  items,
  paperSheet,
}: {
  sessionId: number;
  items: MissingProofItem[];
  /** Whether a signed paper sheet is in force: if not, the page says it would prove them all. */
  paperSheet: boolean;
}) {
  // By half-day, in the order given: a session recorded by « Tous présents » lists each
  // half-day's trainees together.
  const groups = new Map<string, MissingProofItem[]>();
  for (const item of items) groups.set(item.slot, [...(groups.get(item.slot) ?? []), item]);
  return (
    <div
      className="mt-3 rounded-2xl bg-brand-pink-soft p-4 text-sm"
      data-testid="attendance-waiting"
    >
      <p className="font-semibold text-brand-pink-ink">Demi-journées à compléter</p>
      <p className="mt-1 max-w-3xl">
        Le certificat d&apos;un stagiaire n&apos;atteste que les demi-journées prouvées : sa
        signature et celle du formateur, la feuille papier signée, ou son attestation signée. Il
        part dès que chacune de ses demi-journées est prouvée ou écartée.
        {!paperSheet &&
          " Signée sur papier en salle ? Déposez la feuille ci-dessous : elle prouve toutes les demi-journées terminées."}
      </p>
      {[...groups].map(([slot, group]) => (
        <div key={slot} className="mt-3">
          <p className="font-semibold first-letter:uppercase">{slot}</p>
          <ul className="mt-1 divide-y divide-ink/10">
            {group.map((item) => (
              <li
                key={`${item.registrationId}/${item.day}/${item.half}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5"
              >
                <span className="min-w-0 grow">
                  <span className="font-semibold">{item.name}</span> : {item.lacks}
                </span>
                {item.needsStatement && (
                  <StatementUpload
                    url={paths.attendanceStatement(sessionId, item.registrationId, item)}
                    subject={`${item.name}, ${slot}`}
                  />
                )}
                {item.settleable && (
                  <ActionButton
                    action={() =>
                      settleUncertifiedAction({
                        session: sessionId,
                        registration: item.registrationId,
                        day: item.day,
                        half: item.half,
                      })
                    }
                    messages={{
                      success: "Demi-journée écartée du certificat",
                      failure: "Impossible d'écarter cette demi-journée",
                    }}
                    confirm={{
                      title: "Ne pas certifier cette demi-journée",
                      question: `${item.name}, ${slot} : ses heures ne figureront pas sur le certificat de réalisation, qui partira sans elles. Une attestation signée déposée plus tard les y remettra.`,
                      yes: "Ne pas certifier",
                      no: "Annuler",
                    }}
                    style={{ variant: "ghost", size: "sm" }}
                    accessibleName={`Ne pas certifier : ${item.name}, ${slot}`}
                  >
                    Ne pas certifier
                  </ActionButton>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** « Déposer l'attestation signée »: the trainee's signed statement of presence, scanned. */
function StatementUpload({ url, subject }: { url: string; subject: string }) {
  const { pending, send } = useUpload(url, "fichier", "L'attestation n'a pas pu être envoyée.");
  return (
    <FilePickButton
      {...scanPick}
      disabled={pending}
      onFile={(file) =>
        void send(file, {
          loading: "Envoi de l'attestation...",
          success: "Attestation signée enregistrée",
        })
      }
      look={{ variant: "outline", size: "sm" }}
    >
      <FileUp aria-hidden className="size-4" /> Déposer l&apos;attestation signée
      <span className="sr-only"> : {subject}</span>
    </FilePickButton>
  );
}
