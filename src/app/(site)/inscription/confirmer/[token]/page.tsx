import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { RegistrationLinkView } from "@/features/sign-up/components/public/registration-link-view";
import { readRegistrationLink } from "@/features/sign-up/registration-link";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

// A personal page, never indexed nor cached: as the survey's, its address is its token.
export const metadata: Metadata = {
  title: { absolute: `Confirmer mon inscription | ${siteConfig.brandName}` },
  robots: { index: false, follow: false },
};

export default async function RegistrationConfirmationPage({
  params,
  searchParams,
}: PageProps<"/inscription/confirmer/[token]">) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const link = await readRegistrationLink(await getDb(), token, {
    now: currentTime(),
    today: currentDay(),
  });
  return <RegistrationLinkView link={link} token={token} failed={"erreur" in query} />;
}
