import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { TrainerPageView } from "@/features/attendance/components/public/trainer-page-view";
import { readTrainerPage } from "@/features/attendance/countersigning";
import { signingProblems } from "@/features/attendance/signing-problems";
import { codeOf } from "@/features/registrations/trainee-problems";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

// The trainer's own page: its address is its token, never indexed nor cached.
export const metadata: Metadata = {
  title: { absolute: `Émargement du formateur | ${siteConfig.brandName}` },
  robots: { index: false, follow: false },
};

export default async function TrainerPage({
  params,
  searchParams,
}: PageProps<"/emargement/formateur/[token]">) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const page = await readTrainerPage(await getDb(), token, {
    today: currentDay(),
    now: currentTime(),
  });
  return (
    <TrainerPageView
      page={page}
      token={token}
      now={currentTime()}
      problem={codeOf(signingProblems, query.probleme)}
      done={query.fait === "signe" ? "signed" : query.fait === "evalue" ? "evaluated" : null}
      mode={siteConfig.attendance.signature}
    />
  );
}
