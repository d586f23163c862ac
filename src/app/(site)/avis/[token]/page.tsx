import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { readSurveyLink } from "@/features/surveys/answers";
import { SurveyView } from "@/features/surveys/components/public/survey-view";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

// A personal page, never indexed. The site's referrer policy already keeps its address (the
// token) from other sites; 'no-referrer' would also blank the Origin that server actions check.
export const metadata: Metadata = {
  title: { absolute: `Votre avis | ${siteConfig.brandName}` },
  robots: { index: false, follow: false },
};

export default async function SurveyPage({ params, searchParams }: PageProps<"/avis/[token]">) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const link = await readSurveyLink(await getDb(), token, currentTime());
  const problem = "incomplet" in query ? "incomplet" : "erreur" in query ? "erreur" : null;
  return <SurveyView link={link} token={token} problem={problem} />;
}
