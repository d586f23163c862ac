import { AdminPageHeader, CsvExportLink, ManagedList } from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import { pageHref } from "@/lib/list-params";
import type { loadAnswersScreen } from "../../admin-queries";
import { answerFilterParams, answerSourceLabels } from "../../answer-filters";
import { AnswerFilterForm } from "./answer-filter-form";
import { AnswerList } from "./answer-list";
import { StakeholderAnswerList } from "./stakeholder-answer-list";

const descriptions = {
  stagiaires:
    "Les réponses aux questionnaires de satisfaction, leur suivi et les commentaires à publier",
  entreprises:
    "Les réponses des entreprises qui ont financé la formation de leurs salariés, interrogées le lendemain de la fin de la session (indicateur Qualiopi 30)",
  formateurs:
    "Les réponses des formateurs, interrogés le lendemain de la fin de leur session (indicateur Qualiopi 30)",
  financeurs: "Les réponses des financeurs, interrogés une fois par an (indicateur Qualiopi 30)",
};

/**
 * 'Avis des stagiaires', or of the companies, trainers or funders: the export, the filters and
 * the answers, the trainees' with their follow-up.
 */
export function AnswersScreen({
  filters,
  answers,
  total,
  options,
}: Awaited<ReturnType<typeof loadAnswersScreen>>) {
  const params = answerFilterParams(filters);
  return (
    <>
      <AdminPageHeader
        title={answerSourceLabels[filters.source]}
        description={descriptions[filters.source]}
        action={<CsvExportLink href={pageHref(paths.surveyAnswersCsv, params, 1)} />}
      />
      <AnswerFilterForm filters={filters} options={options} />
      <ManagedList
        total={total}
        shown={answers.rows.length}
        query=""
        noun={["avis", "avis"]}
        empty="Aucun avis ne correspond à ces critères."
        pathname={paths.surveyAnswers}
        params={params}
        page={filters.page}
      >
        {answers.stakeholder ? (
          <StakeholderAnswerList kind={answers.stakeholder} rows={answers.rows} />
        ) : (
          <AnswerList rows={answers.rows} />
        )}
      </ManagedList>
    </>
  );
}
