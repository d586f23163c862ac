import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { parisDay } from "@/lib/dates";
import { BrandMark } from "./brand-mark";
import { FooterQualiopiLogo } from "./footer-qualiopi-logo";

const legalLinks = [
  { href: paths.legalNotice, label: "Mentions légales" },
  { href: paths.privacy, label: "Politique de confidentialité" },
  { href: paths.accessibility, label: "Politique d'accessibilité" },
  { href: paths.termsOfUse, label: "CGU" },
  { href: paths.termsOfSale, label: "CGV" },
] as const;

/** lucide-react ships no brand logos; this is LinkedIn's "in" mark. */
function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.03-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

export function SiteFooter({ config }: { config: SiteConfig }) {
  return (
    <footer className="mt-24 bg-ink text-white" data-testid="site-footer">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <section
          aria-labelledby="footer-promo-title"
          className="footer-promo"
        >
          <div>
            <h2 id="footer-promo-title" className="font-display text-2xl font-bold">
              Une formation sur mesure ?
            </h2>
            <p className="mt-1 max-w-xl text-ink/80">
              Dites-nous ce dont votre équipe a besoin : nous construisons le programme, en France
              ou à l&apos;étranger.
            </p>
          </div>
          <Link href={paths.contact} className={buttonClassName({ variant: "primary" })}>
            Parlons-en <Icon name="arrow-right" className="size-4" />
          </Link>
        </section>

        <div className="grid gap-10 pb-10 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-4 lg:col-span-2">
            <Link href={paths.home} className="flex w-fit items-center gap-2 rounded-full">
              <BrandMark />
              <span className="font-display text-lg font-bold">{config.brandName}</span>
            </Link>
            <p className="max-w-sm text-sm text-white/75">
              Formations tech, IA et automatisation, en entreprise, en France, à l&apos;étranger et
              autour des grands événements tech.
            </p>
            {config.qualiopi ? <FooterQualiopiLogo categories={config.qualiopi.categories} /> : null}
          </div>

          <nav aria-labelledby="footer-legal-title">
            <h2 id="footer-legal-title" className="footer-title">
              Informations légales
            </h2>
            <ul className="footer-links">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className="footer-title">Contact</h2>
            <ul className="footer-links">
              <li>
                <Link href={paths.contact}>
                  Nous contacter
                </Link>
              </li>
              <li>
                <a href={`mailto:${config.contact.email}`}>
                  <Icon name="mail" className="size-4" />
                  {config.contact.email}
                </a>
              </li>
              <li>
                <a
                  href={config.linkedinUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <LinkedInIcon />
                  LinkedIn<span className="sr-only"> (nouvel onglet)</span>
                </a>
              </li>
            </ul>
          </div>
        </div>

        <p className="border-t border-white/10 py-6 text-xs text-white/60">
          © {parisDay().slice(0, 4)} {config.brandName}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
