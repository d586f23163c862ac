import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/json-ld";
import { PreviewBanner } from "@/components/preview-banner";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { FormationDetail } from "@/features/formations/components/public/formation-detail";
import { getFormationPage, readFormationPreview } from "@/features/formations/queries";
import { courseJsonLd } from "@/features/formations/structured-data";
import { UpcomingSessions } from "@/features/sessions/components/public/upcoming-sessions";
import { listUpcomingSessions } from "@/features/sessions/queries";
import { sessionInstanceFacts } from "@/features/sessions/structured-data";
import { Testimonials } from "@/features/surveys/components/public/testimonials";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";
import { currentDay } from "@/server/clock";
import { isAdminPreview, publishedOrPreview } from "@/server/preview";
import { readOrDefault } from "@/server/read-or-default";

export const revalidate = 3600;
// Pages are rendered on their first visit and cached, not at build time (the build has no data).
export function generateStaticParams() {
  return [];
}

const load = (slug: string) => publishedOrPreview(slug, getFormationPage, readFormationPreview);

export async function generateMetadata({
  params,
}: PageProps<"/formation/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const data = await load(slug);
  if (!data) return { title: { absolute: `Formation introuvable | ${siteConfig.brandName}` } };
  const { formation } = data;
  return pageMetadata(siteConfig, {
    title: formation.title,
    description:
      formation.description ?? `Formation ${formation.title} : programme, prix et modalités.`,
    path: paths.formation(formation.slug),
    noIndex: !formation.published,
  });
}

export default async function FormationPage({ params }: PageProps<"/formation/[slug]">) {
  const { slug } = await params;
  const data = await load(slug);
  if (!data) notFound();
  // A draft offers no session: registering needs a published formation.
  const sessions = data.formation.published
    ? await readOrDefault(
        () => listUpcomingSessions(data.formation.id, currentDay()),
        [],
        "sessions",
      )
    : [];
  return (
    <>
      {(await isAdminPreview()) ? (
        <PreviewBanner
          published={data.formation.published}
          address={paths.formation(data.formation.slug)}
        />
      ) : null}
      <FormationDetail
        data={data}
        sessions={<UpcomingSessions sessions={sessions} />}
        testimonials={<Testimonials items={data.testimonials} />}
      />
      <JsonLd
        data={courseJsonLd(
          siteConfig,
          data,
          sessions.map((session) => sessionInstanceFacts(session, data.formation.price_no_tax)),
        )}
      />
      <JsonLd
        data={breadcrumbJsonLd(siteConfig, [
          { name: "Accueil", path: paths.home },
          { name: "Formations", path: paths.formations },
          { name: data.formation.title, path: paths.formation(data.formation.slug) },
        ])}
      />
    </>
  );
}
