import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/json-ld";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { FormationDetail } from "@/features/catalogue/components/formation-detail";
import { getFormationPage } from "@/features/catalogue/queries";
import { courseJsonLd } from "@/features/catalogue/structured-data";
import { isSlug } from "@/lib/slug";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";

export const revalidate = 3600;

// Pages are rendered on their first visit and cached, not at build time (the build has no data).
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

async function load(slug: string) {
  return isSlug(slug) ? getFormationPage(slug) : null;
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
  });
}

export default async function FormationPage({ params }: Props) {
  const { slug } = await params;
  const data = await load(slug);
  if (!data) notFound();
  return (
    <>
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
