import { CalendarDays, Clock } from "lucide-react";
import Link from "next/link";
import { AdminCard, Badge, CardActions, PreviewLink } from "@/components/ui/admin-list";
import { DeleteButton } from "@/components/ui/delete-button";
import { paths } from "@/config/paths";
import { QuestionnairesDialog } from "@/features/assessment/admin-client";
import { progressLine, type ProgressYear } from "@/features/assessment/public";
import {
  deleteFormation,
  FormationDialog,
  QualiopiStatus,
} from "@/features/formations/admin-client";
import {
  cardObjectives,
  linkedEvent,
  type ContactChoice,
  type EventChoice,
  qualiopiGaps,
} from "@/features/formations/public";
import { formatLongDate } from "@/lib/dates";
import { formatPriceNoTax } from "@/lib/money";
import { type FormationRow } from "@/features/catalogue/admin-queries";

export function FormationCard({
  formation,
  events,
  contacts,
  progress,
}: {
  formation: FormationRow;
  events: EventChoice[];
  contacts: ContactChoice[];
  /** Its trainees' average progress per year, newest first (Qualiopi indicator 11). */
  progress: ProgressYear[];
}) {
  const { label, event } = linkedEvent(formation.event_id, events);
  const chapters = Object.keys(formation.training_program ?? {}).length;
  const objectives = cardObjectives(formation.objectives);
  const gaps = qualiopiGaps(formation);
  return (
    <AdminCard>
      <h2 className="font-display text-lg font-bold leading-snug">
        {/* A draft has no public page yet: its 'Aperçu' button shows it. */}
        {formation.published ? (
          <Link href={paths.formation(formation.slug)} className="hover:underline">
            {formation.title}
          </Link>
        ) : (
          formation.title
        )}
      </h2>
      {formation.description ? (
        <p className="mt-2 line-clamp-2 text-sm text-ink/80">{formation.description}</p>
      ) : null}
      <p className="mt-3 flex flex-wrap gap-1.5">
        {formation.published ? null : <Badge tone="yellow">Brouillon</Badge>}
        {formation.certification ? <Badge tone="green">Certifiante</Badge> : null}
        {formation.format ? <Badge tone="blue">{formation.format}</Badge> : null}
        {formation.event_id !== null ? <Badge tone="pink">Événement</Badge> : null}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-1 text-sm">
        <dt>
          <Clock aria-label="Durée" className="size-4" />
        </dt>
        <dd>{formation.duration}</dd>
        <dt>
          <CalendarDays aria-label="Événement" className="size-4" />
        </dt>
        <dd>{event ? `${label} - ${formatLongDate(event.start_date)}` : label}</dd>
      </dl>
      <p className="mt-2 font-display text-xl font-bold">
        {formatPriceNoTax(formation.price_no_tax)}
      </p>
      {chapters > 0 ? <p className="text-sm text-ink/70">{chapters} chapitre(s)</p> : null}
      {objectives.shown.length > 0 ? (
        <ul aria-label="Objectifs" className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-ink/80">
          {objectives.shown.map((objective) => (
            <li key={objective}>{objective}</li>
          ))}
          {objectives.more ? <li className="list-none">...</li> : null}
        </ul>
      ) : null}
      {progress.length > 0 ? (
        <ul aria-label="Progression des acquis" className="mt-2 space-y-0.5 text-sm text-ink/80">
          {progress.slice(0, 2).map((year) => (
            <li key={year.year}>{progressLine(year)}</li>
          ))}
        </ul>
      ) : null}
      <QualiopiStatus gaps={gaps} />
      <CardActions>
        <PreviewLink address={paths.formation(formation.slug)} itemName={formation.title} />
        <FormationDialog
          target={{ id: formation.id, name: formation.title }}
          events={events}
          contacts={contacts}
        />
        <QuestionnairesDialog target={{ id: formation.id, name: formation.title }} />
        <DeleteButton
          itemName={formation.title}
          question="Êtes-vous sûr de vouloir supprimer cette formation ?"
          action={deleteFormation.bind(null, formation.id)}
          messages={{
            success: "Formation supprimée avec succès",
            failure: "Impossible de supprimer la formation",
          }}
        />
      </CardActions>
    </AdminCard>
  );
}
