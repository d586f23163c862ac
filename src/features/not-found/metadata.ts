import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { withBrandSuffix } from "@/server/seo";

// Next.js itself marks every 404 response noindex.
export const notFoundMetadata: Metadata = {
  title: { absolute: withBrandSuffix("Page introuvable", siteConfig.brandName) },
};
