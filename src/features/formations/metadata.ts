import type { Metadata } from "next";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { pageMetadata } from "@/lib/seo";
import type { FormationPageData } from "./queries";

/** A formation page's title and description; a draft shown in preview is never indexed. */
export function formationMetadata(config: SiteConfig, data: FormationPageData | null): Metadata {
  if (!data) return { title: { absolute: `Formation introuvable | ${config.brandName}` } };
  const { formation } = data;
  return pageMetadata(config, {
    title: formation.title,
    description:
      formation.description ?? `Formation ${formation.title} : programme, prix et modalités.`,
    path: paths.formation(formation.slug),
    noIndex: !formation.published,
  });
}
