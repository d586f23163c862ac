"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { FooterQualiopiLogo } from "@/components/layout/footer-qualiopi-logo";
import { SiteFooter, type SiteFooterProps } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { attachSiteHeader } from "@/components/layout/site-header-behaviour";

// The sign-in pages, which stay Next.js's (decision 085), learn their address here, in the
// browser; Astro's layout passes it from the request. Client components, as the shell was: its
// markup ships once, in the layout's cached script, rather than in every page's payload.

/** The bar, its behaviour attached again on each address: a new page starts with the menu closed. */
export function SiteHeaderAtPath({ brandName }: { brandName: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const header = document.querySelector<HTMLElement>("[data-site-header]");
    return header ? attachSiteHeader(header) : undefined;
  }, [pathname]);
  return <SiteHeader brandName={brandName} pathname={pathname} />;
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
