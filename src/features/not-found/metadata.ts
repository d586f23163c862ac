import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { withBrandSuffix } from "@/lib/seo";

export const notFoundMetadata: Metadata = {
  title: { absolute: withBrandSuffix("Page introuvable", siteConfig.brandName) },
  robots: { index: false },
};
