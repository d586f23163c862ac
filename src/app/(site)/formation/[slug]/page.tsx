import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/json-ld";
import { PreviewBanner } from "@/components/preview-banner";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { FormationDetail } from "@/features/catalogue/components/public/formation-detail";
import { formationMetadata } from "@/features/catalogue/metadata";
import { loadFormationPage } from "@/features/catalogue/queries";
import { courseJsonLd, formationBreadcrumbJsonLd } from "@/features/catalogue/structured-data";
import {
  registrationAnchor,
  UpcomingSessions,
} from "@/features/sign-up/components/public/upcoming-sessions";
import { listUpcomingSessions } from "@/features/sign-up/queries";
import { sessionInstanceFacts } from "@/features/sign-up/structured-data";
import { Testimonials } from "@/features/surveys/components/public/testimonials";
import { currentDay } from "@/server/clock";
import { isAdminPreview } from "@/server/preview";
import { readOrDefault } from "@/server/read-or-default";

export const revalidate = 3600;
// Pages are rendered on their first visit and cached, not at build time (the build has no data).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: PageProps<"/formation/[slug]">): Promise<Metadata> {
  return formationMetadata(siteConfig, await loadFormationPage((await params).slug));
}

export default async function FormationPage({ params }: PageProps<"/formation/[slug]">) {
  const data = await loadFormationPage((await params).slug);
  if (!data) notFound();
  const { formation } = data;
  // A draft offers no session: registering needs a published formation.
  const sessions = formation.published
    ? await readOrDefault(() => listUpcomingSessions(formation.id, currentDay()), [], "sessions")
    : [];
  const sessionFacts = sessions.map((session) =>
    sessionInstanceFacts(session, formation.price_no_tax),
  );
  return (
    <>
      {(await isAdminPreview()) ? (
        <PreviewBanner published={formation.published} address={paths.formation(formation.slug)} />
      ) : null}
      <FormationDetail
        data={data}
        sessions={<UpcomingSessions sessions={sessions} />}
        sessionsAnchor={registrationAnchor(sessions)}
        testimonials={<Testimonials items={data.testimonials} />}
      />
      <JsonLd data={courseJsonLd(siteConfig, data, sessionFacts)} />
      <JsonLd data={formationBreadcrumbJsonLd(siteConfig, formation)} />
    </>
  );
}
