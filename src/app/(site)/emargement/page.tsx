import type { Metadata } from "next";
import { cookies } from "next/headers";
import { siteConfig } from "@/config/site";
import { SigningPageView } from "@/features/attendance/components/public/signing-view";
import { readSigning, SIGNING_COOKIE } from "@/features/attendance/signing";
import { signingProblems } from "@/features/attendance/signing-problems";
import { codeOf } from "@/features/registrations/trainee-problems";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { getSiteSecret } from "@/server/site-secret";

// A personal page, never indexed nor cached: the device's cookie says whose it is.
export const metadata: Metadata = {
  title: { absolute: `Émargement | ${siteConfig.brandName}` },
  robots: { index: false, follow: false },
};

export default async function SigningPage({ searchParams }: PageProps<"/emargement">) {
  const [query, jar] = await Promise.all([searchParams, cookies()]);
  const code = typeof query.code === "string" ? query.code : undefined;
  const view = await readSigning(
    await getDb(),
    await getSiteSecret(),
    jar.get(SIGNING_COOKIE)?.value,
    code,
    currentTime(),
  );
  return (
    <SigningPageView
      view={view}
      code={code}
      problem={codeOf(signingProblems, query.probleme)}
      signed={query.fait === "signe"}
      mode={siteConfig.attendance.signature}
    />
  );
}
