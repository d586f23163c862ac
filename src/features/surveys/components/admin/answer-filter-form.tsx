import { FilterForm, ListSelect } from "@/components/ui/admin-list";
import { formatDateRange } from "@/lib/dates";
import {
  answerSourceLabels,
  followUpFilterLabels,
  ratingFilterLabels,
  stakeholderOf,
  type AnswerFilters,
} from "../../answer-filters";
import type { loadAnswersScreen } from "../../admin-queries";

const selected = (value: number | null) => (value ? String(value) : null);

/**
 * The answers' filters, applied without JavaScript: whose answers (trainees, companies, trainers,
 * funders), formation and session (but for funders), year, overall rating, and the follow-up of
 * the trainees' answers.
 */
export function AnswerFilterForm({
  filters,
  options,
}: {
  filters: AnswerFilters;
  options: Awaited<ReturnType<typeof loadAnswersScreen>>["options"];
}) {
  const wide = "w-full sm:w-64";
  const narrow = "w-full sm:w-48";
  const stakeholder = stakeholderOf[filters.source];
  return (
    <FilterForm>
      <ListSelect
        name="de"
        label="Avis de"
        options={answerSourceLabels}
        value={filters.source}
        className={wide}
      />
      {stakeholder === "funder" ? null : (
        <>
          <ListSelect
            name="formation"
            label="Formation"
            options={options.formations.map(
              (formation) => [String(formation.id), formation.title] as const,
            )}
            value={selected(filters.formationId)}
            all="Toutes les formations"
            className={wide}
          />
          <ListSelect
            name="session"
            label="Session"
            options={options.sessions.map(
              (session) =>
                [
                  String(session.id),
                  `${session.formation_title} · ${formatDateRange(session.start_date, session.end_date, { lowercase: true })}`,
                ] as const,
            )}
            value={selected(filters.sessionId)}
            all="Toutes les sessions"
            className={wide}
          />
        </>
      )}
      <ListSelect
        name="annee"
        label="Année"
        options={options.years.map((year) => [String(year), String(year)] as const)}
        value={selected(filters.year)}
        all="Toutes les années"
        className={narrow}
      />
      <ListSelect
        name="note"
        label="Note"
        options={Object.entries(ratingFilterLabels).reverse()}
        value={filters.rating}
        all="Toutes les notes"
        className={narrow}
      />
      {stakeholder ? null : (
        <ListSelect
          name="suivi"
          label="Suivi"
          options={followUpFilterLabels}
          value={filters.followUp}
          all="Tous les avis"
          className={wide}
        />
      )}
    </FilterForm>
  );
}
