import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { SignatoryPageView } from "@/features/agreements/components/public/signatory-page-view";
import { readSignatoryPage } from "@/features/agreements/signatory-page";
import { codeOf, traineeDone, traineeProblems } from "@/features/registrations/trainee-problems";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

// A personal page, never indexed nor cached: its address is its token.
export const metadata: Metadata = {
  title: { absolute: `Convention de formation | ${siteConfig.brandName}` },
  robots: { index: false, follow: false },
};

export default async function SignatoryPage({
  params,
  searchParams,
}: PageProps<"/convention/[token]">) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const page = await readSignatoryPage(await getDb(), token, currentDay());
  return (
    <SignatoryPageView
      page={page}
      token={token}
      problem={codeOf(traineeProblems, query.probleme)}
      done={codeOf(traineeDone, query.fait)}
    />
  );
}
