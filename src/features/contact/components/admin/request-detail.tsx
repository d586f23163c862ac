import { Download, Mail, Phone } from "lucide-react";
import Link from "next/link";
import { DetailRow } from "@/components/ui/admin-list";
import { buttonClassName } from "@/components/ui/button";
import { DeleteButton } from "@/components/ui/delete-button";
import { paths } from "@/config/paths";
import { AnswerList } from "@/features/assessment/public";
import { auditActionLabel } from "@/features/audit-log/public";
import { formatDateTime } from "@/lib/dates";
import {
  assignRequest,
  changeRequestStatus,
  deleteRequest,
  eraseRequesterData,
} from "../../actions";
import type { InboxRequest, requestHistory, requestNotesOf } from "../../admin-queries";
import { quoteDetails } from "../../quote-details";
import { requestStatusLabels } from "../../statuses";
import { RequestChoiceForm } from "./request-choice-form";
import { RequestNoteForm } from "./request-note-form";
import { RequestSpamButton } from "./request-spam-button";

/** A request's page, left: what the sender wrote, then the team's internal notes. */
export function RequestContent({
  request,
  notes,
}: {
  request: InboxRequest;
  notes: Awaited<ReturnType<typeof requestNotesOf>>;
}) {
  const place = [request.location_city, request.location_country].filter(Boolean).join(", ");
  return (
    <section
      aria-label="Contenu de la demande"
      className="rounded-3xl border border-ink/10 bg-white p-6 shadow-sm"
    >
      <dl className="divide-y divide-ink/10">
        <DetailRow label="Email">
          <a
            href={`mailto:${request.email}`}
            className="inline-flex items-center gap-2 font-semibold text-brand-blue-ink underline underline-offset-4"
          >
            <Mail aria-hidden className="size-4" /> {request.email}
          </a>
        </DetailRow>
        {request.phone ? (
          <DetailRow label="Téléphone">
            <a
              href={`tel:${request.phone.replace(/\s/g, "")}`}
              className="inline-flex items-center gap-2 font-semibold text-brand-blue-ink underline underline-offset-4"
            >
              <Phone aria-hidden className="size-4" /> {request.phone}
            </a>
          </DetailRow>
        ) : null}
        <DetailRow label="Formation">
          {request.formation_slug ? (
            <Link
              href={paths.formation(request.formation_slug)}
              className="underline underline-offset-4"
            >
              {request.formation_title}
            </Link>
          ) : (
            "Aucune"
          )}
        </DetailRow>
        {place ? <DetailRow label="Lieu souhaité">{place}</DetailRow> : null}
        {quoteDetails(request).map(({ label, value }) =>
          value ? (
            <DetailRow key={label} label={label}>
              {value}
            </DetailRow>
          ) : null,
        )}
        {request.needs ? (
          <DetailRow label="Besoins">
            <AnswerList answers={request.needs} />
          </DetailRow>
        ) : null}
        <DetailRow label="Situation de handicap">
          {request.is_psh ? request.psh_details || "Oui, sans précision" : "Non"}
        </DetailRow>
        <DetailRow label="Message">
          <p className="whitespace-pre-wrap">{request.message}</p>
        </DetailRow>
      </dl>
      <section aria-labelledby="request-notes-title" className="mt-6 border-t border-ink/10 pt-6">
        <h2 id="request-notes-title" className="font-display text-xl font-bold">
          Notes internes
        </h2>
        {notes.length === 0 ? (
          <p className="mt-2 text-sm text-ink/70">
            Aucune note pour le moment. Elles ne sont visibles que par l&apos;équipe.
          </p>
        ) : (
          <ol aria-label="Notes internes" className="mt-3 space-y-3">
            {notes.map((note) => (
              <li key={note.id} className="rounded-2xl bg-brand-yellow-soft p-3">
                <p className="whitespace-pre-wrap">{note.text}</p>
                <p className="mt-1 text-xs text-ink/70">
                  {note.author_name} · {formatDateTime(note.created_at)}
                </p>
              </li>
            ))}
          </ol>
        )}
        <div className="mt-4">
          <RequestNoteForm id={request.id} />
        </div>
      </section>
    </section>
  );
}

/** A request's page, right: status, assignee, spam and deletion, history, and the sender's data. */
export function RequestFollowUp({
  request,
  history,
  assignees,
}: {
  request: InboxRequest;
  history: Awaited<ReturnType<typeof requestHistory>>;
  assignees: [string, string][];
}) {
  return (
    <aside
      aria-label="Suivi"
      className="h-fit rounded-3xl border border-ink/10 bg-white p-6 shadow-sm"
    >
      <h2 className="font-display text-xl font-bold">Suivi</h2>
      <div className="mt-4 space-y-4">
        <RequestChoiceForm
          key={`status-${request.status}`}
          id="request-status"
          label="Statut"
          options={Object.entries(requestStatusLabels)}
          value={request.status}
          save={changeRequestStatus.bind(null, [request.id])}
          submit="Mettre à jour"
          messages={{ success: "Statut mis à jour", failure: "Impossible de modifier le statut" }}
        />
        <RequestChoiceForm
          key={`assignee-${request.assignee_id}`}
          id="request-assignee"
          label="Attribuée à"
          options={assignees}
          value={request.assignee_id === null ? "none" : String(request.assignee_id)}
          save={assignRequest.bind(null, request.id)}
          submit="Attribuer"
          messages={{ success: "Demande attribuée", failure: "Impossible d'attribuer la demande" }}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <RequestSpamButton id={request.id} spam={request.spam} />
        <DeleteButton
          itemName={`la demande de ${request.name}`}
          label="Supprimer"
          question="Supprimer cette demande et ses notes ? C'est définitif."
          action={deleteRequest.bind(null, request.id)}
          messages={{ success: "Demande supprimée", failure: "Impossible de supprimer la demande" }}
          next={paths.requests}
        />
      </div>
      <h2 className="mt-8 font-display text-xl font-bold">Historique</h2>
      <ol aria-label="Historique" className="mt-3 space-y-2 text-sm">
        <li>
          Reçue · <span className="text-ink/70">{formatDateTime(request.created_at)}</span>
        </li>
        {history.map((line) => (
          <li key={line.id}>
            {/* The journal's summary names the sender first ('Zoé Martin (ACME) : En cours'): here, what follows. */}
            {auditActionLabel(line.action)} :{" "}
            {line.summary.split(" : ").slice(1).join(" : ") || line.summary}
            <span className="block text-ink/70">
              {line.actor_name} · {formatDateTime(line.created_at)}
            </span>
          </li>
        ))}
      </ol>
      <h2 className="mt-8 font-display text-xl font-bold">Données personnelles</h2>
      <p className="mt-2 text-sm text-ink/70">
        Pour répondre à une demande d&apos;accès ou d&apos;effacement (RGPD) : tout ce qui est
        conservé sur {request.email}.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={paths.requesterExport(request.id)}
          download
          className={buttonClassName({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden className="size-4" /> Exporter ses données
        </a>
        <DeleteButton
          itemName={request.name}
          label="Effacer ses données"
          question={`Effacer toutes les demandes envoyées depuis ${request.email} et les e-mails qui lui ont été adressés ? C'est définitif.`}
          action={eraseRequesterData.bind(null, request.id)}
          messages={{ success: "Données effacées", failure: "Impossible d'effacer les données" }}
          next={paths.requests}
        />
      </div>
    </aside>
  );
}
