import { FileArchive } from "lucide-react";
import { buttonClassName } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { clockText, formatDateTime, formatTime } from "@/lib/dates";
import type { CertificateKind } from "@/lib/training-law";
import {
  type Attendance,
  type AttendanceSession,
  fileSizeText,
  type ScanInfo,
  type AttendanceVersion,
  certifiedMinutes,
  missingProofs,
  proofLackWords,
  markText,
  slotText,
  countersignRefusal,
  isSessionTrainer,
} from "@/features/attendance/public";
import { hoursText, markable, signable, slotKey, slotPhase } from "@/features/sessions/public";
import type { PositioningQuestion } from "@/features/formations/public";
import { evaluationOpen } from "@/features/registrations/public";
import { AttendanceScanControl } from "./attendance-scan-control";
import { ResultsDialogButton } from "./results-dialog";
import { AttendanceGrid, type GridLine, type GridSlot } from "./attendance-grid";
import { RoomQrButton, TrainerLinkButton } from "./attendance-tools";
import { MissingProofs, type MissingProofItem } from "./missing-proofs";

/**
 * The session page's 'Émargement': what waits, the QR code and the trainer's link, the grid, and
 * the certificates once they went out.
 */
export function AttendanceSection({
  session,
  attendance,
  certificates,
  scan,
  resultQuestions,
  resultsBy,
  versions,
  trainerLink,
  now,
  viewerEmail,
}: {
  session: AttendanceSession;
  attendance: Attendance;
  certificates: Map<number, CertificateKind[]>;
  scan: ScanInfo | null;
  /** The objectives whose result each trainee's attestation states (none: nothing to record). */
  resultQuestions: PositioningQuestion[];
  /** Who recorded each trainee's results, by registration. */
  resultsBy: Map<number, string | null>;
  /** The attendance as frozen each time certificates went out. */
  versions: AttendanceVersion[];
  /** The address of the trainer's link in force, if one was made. */
  trainerLink: string | null;
  now: Date;
  /** The signed-in staff member's e-mail: the session's trainer alone countersigns. */
  viewerEmail: string;
}) {
  const open = attendance.slots.find((slot) => signable(slot, now));
  // From the last half-day until each one's attestation is out, whose results then stand.
  const awaitingResults =
    resultQuestions.length > 0 && evaluationOpen(session, now)
      ? attendance.lines.filter(
          (line) => line.attending && !certificates.get(line.id)?.includes("attestation"),
        )
      : [];
  const waiting: MissingProofItem[] = missingProofs(attendance, now).map((missing) => ({
    registrationId: missing.registrationId,
    day: missing.slot.day,
    half: missing.slot.half,
    slot: slotText(missing.slot),
    name: missing.name,
    lacks: missing.lacks.map((lack) => proofLackWords[lack]).join(", "),
    needsStatement: missing.lacks.includes("proof"),
    settleable: !missing.lacks.includes("record"),
  }));
  const slots: GridSlot[] = attendance.slots.map((slot) => {
    const countersigned = attendance.countersignatures[slotKey(slot)];
    return {
      key: slotKey(slot),
      day: slot.day,
      half: slot.half,
      hours: `${clockText(slot.start)} – ${clockText(slot.end)}`,
      recordable: markable(slot, now),
      ended: slotPhase(slot, now) === "ended",
      countersigned: countersigned
        ? `Contresigné ${formatTime(countersigned.signed_at!)} (${countersigned.trainer_name})`
        : null,
    };
  });
  const lines: GridLine[] = attendance.lines.map((line) => ({
    id: line.id,
    name: line.attending ? line.name : `${line.name} (parti)`,
    attending: line.attending,
    attended: `${hoursText(line.attended)} / ${hoursText(attendance.planned)}`,
    certified: hoursText(certifiedMinutes(attendance, line, now)),
    cells: Object.fromEntries(
      attendance.slots.map((slot) => {
        const mark = line.marks[slotKey(slot)];
        return [
          slotKey(slot),
          {
            text: markText(mark),
            status: mark?.status ?? null,
            arrived_at: mark?.arrived_at ?? null,
            left_at: mark?.left_at ?? null,
          },
        ];
      }),
    ),
  }));
  return (
    <section className="mt-8" aria-labelledby="attendance-title" data-testid="attendance">
      <h2 id="attendance-title" className="font-display text-xl font-bold">
        Émargement
      </h2>
      {waiting.length > 0 && (
        <MissingProofs sessionId={session.id} items={waiting} paperSheet={scan !== null} />
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {open && session.place !== "remote" && (
          <RoomQrButton sessionId={session.id} slot={slotText(open)} />
        )}
        {session.status !== "cancelled" && (
          <TrainerLinkButton
            sessionId={session.id}
            link={trainerLink}
            trainerEmail={session.trainer_email}
          />
        )}
        {certificates.size > 0 && (
          <a
            href={paths.sessionCertificates(session.id)}
            download
            className={buttonClassName({ variant: "outline", size: "sm" })}
          >
            <FileArchive aria-hidden className="size-4" /> Certificats (ZIP)
          </a>
        )}
      </div>
      <AttendanceScanControl
        sessionId={session.id}
        scan={
          scan &&
          `Feuille signée sur papier déposée le ${formatDateTime(scan.uploaded_at)} (${scan.format.toUpperCase()}, ${fileSizeText(scan.size)}) : elle est la preuve de la session, la grille donne les heures de chacun.`
        }
      />
      <p className="mt-3 text-sm text-ink/80" data-testid="certificates-state">
        {!session.certificates_issued_at
          ? "Les certificats de réalisation partent d'eux-mêmes, stagiaire par stagiaire, à l'heure qui suit le moment où chacune de ses demi-journées est prouvée ou écartée ; chaque attestation de fin de formation, dès que les résultats de l'évaluation de son stagiaire sont enregistrés (par le formateur depuis son lien, ou le questionnaire final)."
          : certificates.size > 0
            ? `Certificats de réalisation et attestations envoyés le ${formatDateTime(session.certificates_issued_at)}.`
            : "Aucun certificat émis par le site pour cette session."}
      </p>
      {versions.length > 0 && (
        <div className="mt-3 text-sm" data-testid="attendance-versions">
          <p className="font-semibold">
            Feuille d&apos;émargement figée à l&apos;envoi des certificats
          </p>
          <ul className="mt-1 space-y-1">
            {[...versions].reverse().map((version) => (
              <li key={version.number}>
                Version {version.number} du {formatDateTime(version.created_at)} : {version.reason}{" "}
                ·{" "}
                <a
                  href={`${paths.attendanceSheet(session.id)}?version=${version.number}`}
                  className="underline"
                >
                  PDF<span className="sr-only"> de la version {version.number}</span>
                </a>{" "}
                ·{" "}
                <a
                  href={`${paths.attendanceRecord(session.id)}?version=${version.number}`}
                  className="underline"
                >
                  JSON<span className="sr-only"> de la version {version.number}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {attendance.lines.length === 0 ? (
        <p className="mt-3 text-sm">Aucun stagiaire confirmé pour l&apos;instant.</p>
      ) : (
        <AttendanceGrid
          sessionId={session.id}
          slots={slots}
          lines={lines}
          signatureMode={siteConfig.attendance.signature}
          countersigner={
            isSessionTrainer(session, viewerEmail) ? null : countersignRefusal(session.trainer)
          }
        />
      )}
      {awaitingResults.length > 0 && (
        <div className="mt-3 rounded-2xl bg-brand-yellow-soft p-3 text-sm" data-testid="results">
          <p className="font-semibold">Résultats de l&apos;évaluation des acquis</p>
          <p className="mt-1 text-ink/80">
            Le formateur les enregistre depuis son lien ; à défaut, saisissez-les ici. Chaque
            attestation de fin de formation part dès que les résultats de son stagiaire sont
            enregistrés.
          </p>
          <ul className="mt-2 space-y-2">
            {awaitingResults.map((line) => (
              <li key={line.id} className="flex flex-wrap items-center gap-2">
                <span>
                  {line.name} :{" "}
                  {resultsBy.has(line.id)
                    ? `enregistrés par ${resultsBy.get(line.id)}`
                    : "à enregistrer"}
                </span>
                <ResultsDialogButton
                  sessionId={session.id}
                  registrationId={line.id}
                  name={line.name}
                  questions={resultQuestions}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {certificates.size > 0 && (
        <ul className="mt-3 space-y-1 text-sm" data-testid="certificates">
          {attendance.lines
            .filter((line) => certificates.has(line.id))
            .map((line) => (
              <li key={line.id}>
                {line.name} :{" "}
                <a
                  href={paths.registrationCertificate(session.id, line.id, "realisation")}
                  className="underline"
                >
                  certificat de réalisation
                </a>
                ,{" "}
                {certificates.get(line.id)!.includes("attestation") ? (
                  <a
                    href={paths.registrationCertificate(session.id, line.id, "attestation")}
                    className="underline"
                  >
                    attestation de fin de formation
                  </a>
                ) : (
                  <span className="font-semibold text-brand-pink-ink">
                    attestation en attente des résultats de l&apos;évaluation
                  </span>
                )}
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
