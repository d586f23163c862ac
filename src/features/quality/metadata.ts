import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { pageMetadata } from "@/server/seo";

export const complaintMetadata: Metadata = pageMetadata(siteConfig, {
  title: "Faire une réclamation",
  description:
    "Une difficulté avec une formation, une inscription ou un financement ? Déposez une réclamation : accusé de réception immédiat et réponse écrite.",
  path: paths.complaint,
});
