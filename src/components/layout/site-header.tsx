import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

/** The phone menu's id: the page has one bar. */
const MENU_ID = "menu-principal";

const links = [
  { href: paths.formations, label: "FORMATIONS" },
  { href: paths.calendar, label: "CALENDRIER" },
  { href: paths.blog, label: "BLOG" },
  { href: paths.about, label: "À PROPOS" },
] as const;

function isActive(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The four section links, laid out by the caller (inline on desktop, stacked in the phone menu). */
function SectionLinks({
  pathname,
  listClassName,
  linkClassName,
}: {
  pathname: string;
  listClassName: string;
  linkClassName: string;
}) {
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            aria-current={isActive(pathname, link.href) ? "page" : undefined}
            className={`section-link ${linkClassName}`}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site's bar: the logo, the four sections and the contact button, folded into a menu on a
 * phone. Markup only, rendered on the server: its menu and its hiding on scroll are a small
 * script (site-header-behaviour.ts), so that a page without a form loads no React at all.
 * `pathname` is the page's own address: its section's link is marked as the current one.
 */
export function SiteHeader({ brandName, pathname }: { brandName: string; pathname: string }) {
  return (
    <header
      data-testid="site-header"
      data-site-header
      data-hidden="false"
      className="fixed inset-x-0 top-0 z-50 px-3 pt-3 transition-transform duration-300 data-[hidden=true]:-translate-y-[130%] sm:px-6 sm:pt-4"
    >
      <div className="mx-auto max-w-6xl rounded-3xl border border-black/5 bg-white/90 shadow-lg shadow-black/5 backdrop-blur-md">
        <nav
          aria-label="Navigation principale"
          className="flex h-16 items-center gap-4 px-4 sm:px-6"
        >
          <a href={paths.home} className="mr-auto flex items-center gap-2 rounded-full">
            <Icon name="brand-mark" className="size-9" />
            <span className="font-display text-lg font-bold tracking-tight">{brandName}</span>
          </a>

          <SectionLinks
            pathname={pathname}
            listClassName="hidden items-center gap-1 md:flex"
            linkClassName="section-link-bar"
          />
          <a
            href={paths.contact}
            className={buttonClassName({
              variant: "accent",
              size: "sm",
              className: "max-md:hidden",
            })}
          >
            CONTACT
          </a>

          {/* Its icon and its name follow aria-expanded, which the script sets. */}
          <button
            type="button"
            data-menu-toggle
            className="group inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5 md:hidden"
            aria-expanded="false"
            aria-controls={MENU_ID}
          >
            <Icon name="menu" className="size-6 group-aria-expanded:hidden" />
            <Icon name="x" className="hidden size-6 group-aria-expanded:block" />
            <span className="sr-only group-aria-expanded:hidden">Ouvrir le menu</span>
            <span className="sr-only hidden group-aria-expanded:inline">Fermer le menu</span>
          </button>
        </nav>

        <div id={MENU_ID} hidden className="border-t border-black/5 px-4 pb-4 md:hidden">
          <SectionLinks
            pathname={pathname}
            listClassName="flex flex-col py-2"
            linkClassName="section-link-menu"
          />
          <a
            href={paths.contact}
            className={buttonClassName({ variant: "accent", className: "w-full" })}
          >
            CONTACT
          </a>
        </div>
      </div>
    </header>
  );
}
