import type { ReactNode } from "react";
import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

const legalLinks = [
  { href: paths.legalNotice, label: "Mentions légales" },
  { href: paths.privacy, label: "Politique de confidentialité" },
  { href: paths.accessibility, label: "Politique d'accessibilité" },
  { href: paths.termsOfUse, label: "CGU" },
  { href: paths.termsOfSale, label: "CGV" },
] as const;

/** What the footer shows of the site's configuration, read on the server by the public layout. */
export interface SiteFooterProps {
  brandName: string;
  email: string;
  linkedinUrl: string;
  /**
   * The Qualiopi mark (FooterQualiopiLogo), where the page shows it: an island of its own, so
   * that the footer around it is HTML only.
   */
  qualiopiLogo?: ReactNode;
  /** This year in Paris: the copyright line must not change at hydration around midnight. */
  year: string;
}

/**
 * The same on every public page, and HTML only: nothing in it acts but its links.
 */
export function SiteFooter({ brandName, email, linkedinUrl, qualiopiLogo, year }: SiteFooterProps) {
  return (
    <footer className="mt-24 bg-ink text-white" data-testid="site-footer">
      <div className="page-column">
        <section aria-labelledby="footer-promo-title" className="footer-promo">
          <div>
            <h2 id="footer-promo-title" className="font-display text-2xl font-bold">
              Une formation sur mesure ?
            </h2>
            <p className="mt-1 max-w-xl text-ink/80">
              Dites-nous ce dont votre équipe a besoin : nous construisons le programme, en France
              ou à l&apos;étranger.
            </p>
          </div>
          <a href={paths.contact} className={buttonClassName({ variant: "primary" })}>
            Parlons-en <Icon name="arrow-right" className="size-4" />
          </a>
        </section>

        <div className="grid gap-10 pb-10 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-4 lg:col-span-2">
            <a href={paths.home} className="flex w-fit items-center gap-2 rounded-full">
              <Icon name="brand-mark" className="size-9" />
              <span className="font-display text-lg font-bold">{brandName}</span>
            </a>
            <p className="max-w-sm text-sm text-white/75">
              Formations tech, IA et automatisation, en entreprise, en France, à l&apos;étranger et
              autour des grands événements tech.
            </p>
            {qualiopiLogo}
          </div>

          <nav aria-labelledby="footer-legal-title">
            <h2 id="footer-legal-title" className="footer-title">
              Informations légales
            </h2>
            <ul className="footer-links">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className="footer-title">Contact</h2>
            <ul className="footer-links">
              <li>
                <a href={paths.contact}>Nous contacter</a>
              </li>
              <li>
                <a href={paths.complaint}>Faire une réclamation</a>
              </li>
              <li>
                <a href={`mailto:${email}`}>
                  <Icon name="mail" className="size-4" />
                  {email}
                </a>
              </li>
              <li>
                <a href={linkedinUrl} rel="noopener noreferrer" target="_blank">
                  <Icon name="linkedin" className="size-4" />
                  LinkedIn<span className="sr-only"> (nouvel onglet)</span>
                </a>
              </li>
            </ul>
          </div>
        </div>

        <p className="border-t border-white/10 py-6 text-xs text-white/60">
          © {year} {brandName}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
