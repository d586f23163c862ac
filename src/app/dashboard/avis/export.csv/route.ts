import { csvDownload } from "@/lib/csv";
import { getDb } from "@/server/database";
import { readAnswerFilters } from "@/features/surveys/answer-filters";
import { allAnswers } from "@/features/surveys/admin-queries";
import { answersCsv } from "@/features/surveys/export";
import { parisDay } from "@/lib/dates";
import { adminRoute } from "@/server/auth/admin-route";

/** The answers matching the list's filters, as a CSV download (admins only). */
export async function GET(request: Request) {
  return adminRoute(async () => {
    const filters = readAnswerFilters(Object.fromEntries(new URL(request.url).searchParams));
    const csv = answersCsv(await allAnswers(await getDb(), filters));
    return csvDownload(csv, `avis-${parisDay()}.csv`);
  });
}
