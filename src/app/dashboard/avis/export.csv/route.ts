import { csvDownload } from "@/lib/csv";
import { getDb } from "@/server/database";
import { readAnswerFilters, stakeholderOf } from "@/features/surveys/answer-filters";
import { allAnswers } from "@/features/surveys/admin-queries";
import { answersCsv, stakeholderAnswersCsv } from "@/features/surveys/export";
import { allStakeholderAnswers } from "@/features/surveys/stakeholder-queries";
import { parisDay } from "@/lib/dates";
import { adminRoute } from "@/server/auth/admin-route";

/** The answers matching the list's filters, the trainees' or a stakeholder's, as a CSV download (admins only). */
export async function GET(request: Request) {
  return adminRoute(async () => {
    const filters = readAnswerFilters(Object.fromEntries(new URL(request.url).searchParams));
    const stakeholder = stakeholderOf[filters.source];
    const db = await getDb();
    const csv = stakeholder
      ? stakeholderAnswersCsv(stakeholder, allStakeholderAnswers(db, stakeholder, filters))
      : answersCsv(allAnswers(db, filters));
    return csvDownload(
      csv,
      `${filters.source === "stagiaires" ? "avis" : `avis-${filters.source}`}-${parisDay()}.csv`,
    );
  });
}
