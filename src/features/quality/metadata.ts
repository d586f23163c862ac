import { paths } from "@/config/paths";
import type { PageSeo } from "@/server/seo";

export const complaintSeo: PageSeo = {
  title: "Faire une réclamation",
  description:
    "Une difficulté avec une formation, une inscription ou un financement ? Déposez une réclamation : accusé de réception immédiat et réponse écrite.",
  path: paths.complaint,
};
