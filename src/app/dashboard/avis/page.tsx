import { Download } from "lucide-react";
import type { Metadata } from "next";
import { AdminPageHeader, EmptyState, Pagination, ResultCount } from "@/components/ui/admin-list";
import { buttonClassName } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { getDb } from "@/server/database";
import { answerFilterParams, readAnswerFilters } from "@/features/surveys/answer-filters";
import { answerFilterOptions, listAnswers } from "@/features/surveys/admin-queries";
import { AnswerFilterForm } from "@/features/surveys/components/admin/answer-filter-form";
import { AnswerList } from "@/features/surveys/components/admin/answer-list";
import { pageHref } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "Avis des stagiaires" };

export default async function SurveyAnswersPage({ searchParams }: PageProps<"/dashboard/avis">) {
  await adminPage();
  const filters = readAnswerFilters(await searchParams);
  const db = await getDb();
  const [{ rows, total }, options] = await Promise.all([
    listAnswers(db, filters),
    answerFilterOptions(db),
  ]);
  const params = answerFilterParams(filters);
  return (
    <>
      <AdminPageHeader
        title="Avis des stagiaires"
        description="Les réponses aux questionnaires de satisfaction, leur suivi et les commentaires à publier"
        action={
          <a
            href={pageHref(paths.surveyAnswersCsv, params, 1)}
            className={buttonClassName({ variant: "outline" })}
            download
          >
            <Download aria-hidden className="size-4" />
            Exporter en CSV
          </a>
        }
      />
      <AnswerFilterForm filters={filters} options={options} />
      <ResultCount total={total} query="" noun={["avis", "avis"]} />
      {rows.length === 0 ? (
        <EmptyState>Aucun avis ne correspond à ces critères.</EmptyState>
      ) : (
        <AnswerList rows={rows} />
      )}
      <Pagination
        pathname={paths.surveyAnswers}
        params={params}
        page={filters.page}
        total={total}
      />
    </>
  );
}
