import { JsonLd } from "@/components/json-ld";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { siteConfig } from "@/config/site";
import { organizationJsonLd } from "@/lib/seo";

/** The public site's shell. The staff area (/dashboard) has its own layout, without it. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#contenu" className="skip-link z-[60]">
        Aller au contenu
      </a>
      <ScrollToTop />
      <SiteHeader brandName={siteConfig.brandName} />
      <main id="contenu" tabIndex={-1} className="pt-24 outline-none sm:pt-28">
        {children}
      </main>
      <SiteFooter config={siteConfig} />
      <JsonLd data={organizationJsonLd(siteConfig)} />
    </>
  );
}
