import Link from "next/link";
import { DetailRow } from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import { formatDateTime, formatLongDate } from "@/lib/dates";
import type { RegisterComplaint } from "../../admin-queries";
import { isOverdue, nextStepOf } from "../../complaint-steps";
import { AUTOMATIC_ACKNOWLEDGEMENT } from "../../constants";
import { claimantKindLabels } from "../../labels";
import { ComplaintDismissal, ComplaintNextStep } from "./complaint-steps-form";
import { ImprovementDialog } from "./improvement-dialog";

const card = "rounded-3xl border border-ink/10 bg-white p-6 shadow-sm";

/** The complaint as it was filed: who, about what, and their words. */
export function ComplaintContent({ complaint }: { complaint: RegisterComplaint }) {
  return (
    <section aria-label="Réclamation" className={`${card} lg:self-start`}>
      <dl className="divide-y divide-ink/10">
        <DetailRow label="À titre de">{claimantKindLabels[complaint.claimant_kind]}</DetailRow>
        <DetailRow label="Email">
          <a
            href={`mailto:${complaint.email}`}
            className="break-all font-semibold text-brand-blue-ink underline underline-offset-4"
          >
            {complaint.email}
          </a>
        </DetailRow>
        {complaint.organisation ? (
          <DetailRow label="Organisme">{complaint.organisation}</DetailRow>
        ) : null}
        <DetailRow label="Session">
          {complaint.session && complaint.session_id ? (
            <Link
              href={paths.sessionAdmin(complaint.session_id)}
              className="underline underline-offset-4"
            >
              {complaint.session}
            </Link>
          ) : (
            "Non précisée"
          )}
        </DetailRow>
        <DetailRow label="Réclamation">
          <p className="whitespace-pre-line">{complaint.message}</p>
        </DetailRow>
      </dl>
    </section>
  );
}

/** Each step taken, dated with its author, then the next one to take. */
export function ComplaintHandling({
  complaint,
  today,
  owners,
}: {
  complaint: RegisterComplaint;
  today: string;
  owners: [string, string][];
}) {
  const steps = [
    { label: "Reçue", at: complaint.created_at, by: null, text: null },
    {
      label: "Accusé de réception",
      at: complaint.acknowledged_at,
      by: complaint.acknowledged_by,
      text: null,
    },
    {
      label: "Analyse",
      at: complaint.analysed_at,
      by: complaint.analysed_by,
      text: complaint.analysis,
    },
    {
      label: "Réponse envoyée",
      at: complaint.answered_at,
      by: complaint.answered_by,
      text: complaint.answer,
    },
    {
      label: complaint.closing_note ? "Classée sans suite" : "Clôture",
      at: complaint.closed_at,
      by: complaint.closed_by,
      text: complaint.closing_note,
    },
  ];
  const next = nextStepOf(complaint);
  return (
    <div className="space-y-6">
      <section aria-labelledby="complaint-steps-title" className={card}>
        <h2 id="complaint-steps-title" className="font-display text-xl font-bold">
          Traitement
        </h2>
        <p
          className={
            isOverdue(complaint, today)
              ? "mt-1 font-semibold text-brand-pink-ink"
              : "mt-1 text-ink/70"
          }
          data-testid="complaint-deadline"
        >
          {complaint.answered_at
            ? `Répondue le ${formatDateTime(complaint.answered_at)} ; attendue au plus tard le ${formatLongDate(complaint.answer_due_on)}.`
            : isOverdue(complaint, today)
              ? `En retard : la réponse était attendue au plus tard le ${formatLongDate(complaint.answer_due_on)}.`
              : `Réponse attendue au plus tard le ${formatLongDate(complaint.answer_due_on)}.`}
        </p>
        <ol className="mt-4 space-y-4" aria-label="Étapes">
          {steps
            .filter((step) => step.at)
            .map((step) => (
              <li key={step.label} className="border-l-4 border-brand-green pl-4">
                <p className="font-semibold">{step.label}</p>
                <p className="text-sm text-ink/70">
                  Le {formatDateTime(step.at!)}
                  {step.by === AUTOMATIC_ACKNOWLEDGEMENT
                    ? " (e-mail automatique)"
                    : step.by
                      ? `, par ${step.by}`
                      : ""}
                </p>
                {step.text ? <p className="mt-1 whitespace-pre-line">{step.text}</p> : null}
              </li>
            ))}
        </ol>
        {next ? (
          <div className="mt-6 space-y-4 border-t border-ink/10 pt-4">
            <ComplaintNextStep id={complaint.id} email={complaint.email} step={next} />
            {complaint.answered_at ? null : <ComplaintDismissal id={complaint.id} />}
          </div>
        ) : null}
      </section>
      <section aria-labelledby="complaint-improvement-title" className={card}>
        <h2 id="complaint-improvement-title" className="font-display text-xl font-bold">
          Action d&apos;amélioration
        </h2>
        {complaint.closing_note ? (
          <p className="mt-1 text-sm text-ink/70">
            Classée sans suite : elle n&apos;ouvre pas d&apos;action.
          </p>
        ) : complaint.improvement_id ? (
          <p className="mt-2">
            <Link
              href={`${paths.improvementsAdmin}?q=${encodeURIComponent(complaint.improvement_title ?? "")}`}
              className="font-semibold underline underline-offset-4"
            >
              {complaint.improvement_title}
            </Link>
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink/70">
              Ce que la réclamation conduit à changer, suivi dans le journal des améliorations.
            </p>
            <div className="mt-3">
              <ImprovementDialog owners={owners} complaintId={complaint.id} />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
