import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/json-ld";
import { PreviewBanner } from "@/components/preview-banner";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { FormationDetail } from "@/features/formations/components/public/formation-detail";
import { getFormationPage, readFormationPreview } from "@/features/formations/queries";
import { courseJsonLd } from "@/features/formations/structured-data";
import { isSlug } from "@/lib/slug";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";
import { isAdminPreview } from "@/server/preview";

export const revalidate = 3600;

// Pages are rendered on their first visit and cached, not at build time (the build has no data).
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

/** The published formation, or any formation for an administrator's preview. */
async function load(slug: string) {
  if (!isSlug(slug)) return null;
  return (await isAdminPreview()) ? readFormationPreview(slug) : getFormationPage(slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const data = await load(slug);
  if (!data) return { title: { absolute: `Formation introuvable | ${siteConfig.brandName}` } };
  const { formation } = data;
  return pageMetadata(siteConfig, {
    title: formation.title,
    description: formation.description ?? `Formation ${formation.title} : programme, prix et modalités.`,
    path: paths.formation(formation.slug),
    noIndex: !formation.published,
  });
}

export default async function FormationPage({ params }: Props) {
  const { slug } = await params;
  const data = await load(slug);
  if (!data) notFound();
  return (
    <>
      {(await isAdminPreview()) ? <PreviewBanner published={data.formation.published} address={paths.formation(data.formation.slug)} /> : null}
      <FormationDetail data={data} />
      <JsonLd data={courseJsonLd(siteConfig, data)} />
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
