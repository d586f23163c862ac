import { AdminPageHeader, CsvExportLink, ManagedList } from "@/components/ui/admin-list";
import { paths } from "@/config/paths";
import { pageHref } from "@/lib/list-params";
import type { loadAnswersScreen } from "../../admin-queries";
import { answerFilterParams } from "../../answer-filters";
import { AnswerFilterForm } from "./answer-filter-form";
import { AnswerList } from "./answer-list";

/** 'Avis des stagiaires': the export, the filters and the answers with their follow-up. */
export function AnswersScreen({
  filters,
  rows,
  total,
  options,
}: Awaited<ReturnType<typeof loadAnswersScreen>>) {
  const params = answerFilterParams(filters);
  return (
    <>
      <AdminPageHeader
        title="Avis des stagiaires"
        description="Les réponses aux questionnaires de satisfaction, leur suivi et les commentaires à publier"
        action={<CsvExportLink href={pageHref(paths.surveyAnswersCsv, params, 1)} />}
      />
      <AnswerFilterForm filters={filters} options={options} />
      <ManagedList
        total={total}
        shown={rows.length}
        query=""
        noun={["avis", "avis"]}
        empty="Aucun avis ne correspond à ces critères."
        pathname={paths.surveyAnswers}
        params={params}
        page={filters.page}
      >
        <AnswerList rows={rows} />
      </ManagedList>
    </>
  );
}
