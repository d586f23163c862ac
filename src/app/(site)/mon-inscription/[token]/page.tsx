import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { TraineePageView } from "@/features/trainee-page/components/public/trainee-page-view";
import { readTraineePage } from "@/features/trainee-page/trainee-page";
import { codeOf, traineeDone, traineeProblems } from "@/features/registrations/trainee-problems";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

// A personal page, never indexed nor cached: as the survey's, its address is its token.
export const metadata: Metadata = {
  title: { absolute: `Mon inscription | ${siteConfig.brandName}` },
  robots: { index: false, follow: false },
};

export default async function TraineePage({
  params,
  searchParams,
}: PageProps<"/mon-inscription/[token]">) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const page = await readTraineePage(await getDb(), siteConfig, token, currentDay(), currentTime());
  return (
    <TraineePageView
      page={page}
      token={token}
      problem={codeOf(traineeProblems, query.probleme)}
      done={codeOf(traineeDone, query.fait)}
    />
  );
}
