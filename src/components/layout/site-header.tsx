"use client";

import { useEffect, useId, useRef, useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import { joinClasses } from "@/lib/join-classes";

const links = [
  { href: paths.formations, label: "FORMATIONS" },
  { href: paths.calendar, label: "CALENDRIER" },
  { href: paths.blog, label: "BLOG" },
  { href: paths.about, label: "À PROPOS" },
] as const;

/** Scroll distance under which the bar never hides, so that it stays put near the top. */
const TOP_ZONE_PX = 80;

function useHideOnScrollDown() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) < 4) return;
      setHidden(y > lastY && y > TOP_ZONE_PX);
      lastY = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return hidden;
}

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

/** `pathname` is the page's own address: its section's link is marked as the current one. */
export function SiteHeader({ brandName, pathname }: { brandName: string; pathname: string }) {
  const hiddenByScroll = useHideOnScrollDown();
  // The menu is open for the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  // Keyboard users tabbing into the bar must see it: focus inside keeps it shown.
  const [focusInside, setFocusInside] = useState(false);
  const hidden = hiddenByScroll && !menuOpen && !focusInside;

  return (
    <header
      data-testid="site-header"
      data-hidden={hidden}
      className={joinClasses(
        "fixed inset-x-0 top-0 z-50 px-3 pt-3 transition-transform duration-300 sm:px-6 sm:pt-4",
        hidden && "-translate-y-[130%]",
      )}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
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

          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-ink/5 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <Icon name={menuOpen ? "x" : "menu"} className="size-6" />
            <span className="sr-only">{menuOpen ? "Fermer le menu" : "Ouvrir le menu"}</span>
          </button>
        </nav>

        <div id={menuId} hidden={!menuOpen} className="border-t border-black/5 px-4 pb-4 md:hidden">
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
