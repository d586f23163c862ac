import "./globals.css";
import type { Metadata, Viewport } from "next";
import { siteConfig } from "@/config/site";
import { OG_IMAGE } from "@/server/seo";
import { spaceGrotesk } from "./fonts";

/** Defaults every page inherits; pages override them with pageMetadata() from server/seo. */
export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.baseUrl),
  title: siteConfig.brandName,
  description:
    "Formations tech, IA et automatisation en France, à l'étranger et autour des événements tech. Organisme certifié Qualiopi.",
  applicationName: siteConfig.brandName,
  formatDetection: { telephone: false },
  openGraph: {
    siteName: siteConfig.brandName,
    locale: "fr_FR",
    type: "website",
    images: [{ ...OG_IMAGE, alt: siteConfig.brandName }],
  },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = { themeColor: "#111827" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr" className={spaceGrotesk.variable}>
      <body>{children}</body>
    </html>
  );
}
