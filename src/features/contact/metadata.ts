import { paths } from "@/config/paths";
import type { PageSeo } from "@/server/seo";

export const contactSeo: PageSeo = {
  title: "Contact",
  description:
    "Une question, un projet de formation sur mesure ? Écrivez-nous : nous répondons sous 48 heures ouvrées.",
  path: paths.contact,
};

/** Every quote page has /devis as its address for search engines. */
export const quoteSeo: PageSeo = {
  title: "Demande de devis",
  description:
    "Demandez un devis pour une formation : dates, lieu, financement CPF ou OPCO. Réponse sous 48 heures ouvrées.",
  path: paths.quote(),
};
