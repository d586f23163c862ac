import { siteConfig } from "@/config/site";
import { parisDay } from "@/lib/dates";
import { SiteFooterAtPath, SiteHeaderAtPath } from "./at-current-path";
import { ScrollToTop } from "./scroll-to-top";

/** The public site's shell. The staff area (/dashboard) has its own layout, without it. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#contenu" className="skip-link z-[60]">
        Aller au contenu
      </a>
      <ScrollToTop />
      <SiteHeaderAtPath brandName={siteConfig.brandName} />
      <main id="contenu" tabIndex={-1} className="pt-24 outline-none sm:pt-28">
        {children}
      </main>
      <SiteFooterAtPath
        brandName={siteConfig.brandName}
        email={siteConfig.contact.email}
        linkedinUrl={siteConfig.linkedinUrl}
        qualiopiCategories={siteConfig.qualiopi?.categories}
        year={parisDay().slice(0, 4)}
      />
    </>
  );
}
