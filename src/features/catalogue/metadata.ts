import { paths } from "@/config/paths";
import type { PageSeo } from "@/server/seo";
import type { FormationPageData } from "./queries";

/** A formation page's title and description; a draft shown in preview is never indexed. */
export function formationSeo({ formation }: FormationPageData): PageSeo {
  return {
    title: formation.title,
    description:
      formation.description ?? `Formation ${formation.title} : programme, prix et modalités.`,
    path: paths.formation(formation.slug),
    noIndex: !formation.published,
  };
}

/** The abroad page's title and description, for its first page and the next ones. */
export function abroadPageSeo(page: number): PageSeo {
  return {
    title:
      page === 1
        ? "Formations à l'étranger : nos destinations"
        : `Formations à l'étranger : nos destinations, page ${page}`,
    description:
      "Formez votre équipe à Lisbonne, Barcelone, Marrakech ou autour des salons tech du monde : carte de nos destinations, permanences et dates de passage.",
    path: paths.abroadFormationsPage(page),
  };
}
