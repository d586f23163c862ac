"use client";

import { usePathname } from "next/navigation";
import { FooterQualiopiLogo } from "@/components/layout/footer-qualiopi-logo";
import { SiteFooter, type SiteFooterProps } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

// The public pages Next.js still renders while they move to Astro (decision 085) learn their
// address here, in the browser; Astro's layout passes it from the request. Client components, as
// the shell was: its markup ships once, in the layout's cached script, rather than in every
// page's payload. Goes with the last of these pages.

export function SiteHeaderAtPath({ brandName }: { brandName: string }) {
  return <SiteHeader brandName={brandName} pathname={usePathname()} />;
}

/** The footer, with the Qualiopi mark but on a formation's page (it carries its own). */
export function SiteFooterAtPath({
  qualiopiCategories,
  ...footer
}: Omit<SiteFooterProps, "qualiopiLogo"> & { qualiopiCategories?: string[] }) {
  const pathname = usePathname();
  const marked = qualiopiCategories && !pathname.startsWith("/formation/");
  return (
    <SiteFooter
      {...footer}
      qualiopiLogo={marked ? <FooterQualiopiLogo categories={qualiopiCategories} /> : null}
    />
  );
}
