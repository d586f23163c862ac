import { FileDown, FileSpreadsheet, Send } from "lucide-react";
import { ActionButton } from "@/components/ui/action-button";
import { buttonClassName } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { countOf } from "@/lib/text";
import { sendConvocations } from "@/features/session-desk/actions";
import type { RegistrationRow, SessionRow } from "@/features/session-desk/admin-queries";

/** A session page's documents (the registrations as CSV, the attendance sheet) and its convocations. */
export function SessionTools({
  session,
  registrations,
}: {
  session: SessionRow;
  registrations: RegistrationRow[];
}) {
  const toConvoke = registrations.filter(
    (registration) => registration.status === "confirmed" && registration.convoked_at === null,
  ).length;
  const recipients = countOf(toConvoke, [
    "stagiaire confirmé recevra sa convocation",
    "stagiaires confirmés recevront leur convocation",
  ]);
  return (
    <div className="mt-6 flex flex-wrap items-center gap-2" data-testid="session-tools">
      <a
        href={paths.sessionRegistrationsCsv(session.id)}
        download
        className={buttonClassName({ variant: "outline", size: "sm" })}
      >
        <FileSpreadsheet aria-hidden className="size-4" /> Exporter les inscriptions (CSV)
      </a>
      <a
        href={paths.attendanceSheet(session.id)}
        download
        className={buttonClassName({ variant: "outline", size: "sm" })}
      >
        <FileDown aria-hidden className="size-4" /> Feuille d&apos;émargement (PDF)
      </a>
      <a
        href={paths.blankAttendanceSheet(session.id)}
        download
        className={buttonClassName({ variant: "outline", size: "sm" })}
      >
        <FileDown aria-hidden className="size-4" /> Feuille vierge à imprimer (PDF)
      </a>
      <a
        href={paths.attendanceRecord(session.id)}
        download
        className={buttonClassName({ variant: "outline", size: "sm" })}
      >
        <FileDown aria-hidden className="size-4" /> Preuve de l&apos;émargement (JSON)
      </a>
      {session.status === "cancelled" ? null : toConvoke > 0 ? (
        <ActionButton
          action={sendConvocations.bind(null, session.id)}
          messages={{
            success: "Convocations envoyées",
            failure: "Impossible d'envoyer les convocations",
          }}
          style={{ variant: "primary", size: "sm" }}
          confirm={{
            title: "Envoyer les convocations",
            question: `${recipients} par e-mail : dates, horaires, lieu, formateur, programme et contact du référent handicap. Chacun ne la reçoit qu'une fois.`,
            yes: "Envoyer",
            no: "Retour",
          }}
        >
          <Send aria-hidden className="size-4" /> Envoyer les convocations ({toConvoke})
        </ActionButton>
      ) : (
        <p className="text-sm text-ink/70" data-testid="convocations-done">
          {registrations.some((registration) => registration.convoked_at !== null)
            ? "Chaque stagiaire confirmé a reçu sa convocation."
            : "Aucun stagiaire confirmé à convoquer pour l'instant."}
        </p>
      )}
    </div>
  );
}
