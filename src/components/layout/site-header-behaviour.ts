/**
 * What the site's bar does (site-header.tsx), in plain DOM: its phone menu opens and closes
 * (Escape too, giving the focus back to its button), and it hides while the page scrolls down,
 * unless the menu is open or the keyboard's focus is inside it. Astro's pages run it from their
 * layout; Next.js's sign-in pages from a client component. Returns what undoes it, the menu
 * closed: Next.js's pages call it when their address changes.
 */

/** Scroll distance under which the bar never hides, so that it stays put near the top. */
const TOP_ZONE_PX = 80;

export function attachSiteHeader(header: HTMLElement): () => void {
  const toggle = header.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!toggle || !menu) return () => {};
  let scrolledDown = false;
  let focusInside = false;
  const menuOpen = () => toggle.getAttribute("aria-expanded") === "true";
  const show = () => {
    header.dataset.hidden = String(scrolledDown && !menuOpen() && !focusInside);
  };
  const setMenu = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
    show();
  };

  let lastY = window.scrollY;
  const onScroll = () => {
    const y = window.scrollY;
    if (Math.abs(y - lastY) < 4) return;
    scrolledDown = y > lastY && y > TOP_ZONE_PX;
    lastY = y;
    show();
  };
  const onToggle = () => setMenu(!menuOpen());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menuOpen()) return;
    setMenu(false);
    toggle.focus();
  };
  const onFocusIn = () => {
    focusInside = true;
    show();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (header.contains(event.relatedTarget as Node | null)) return;
    focusInside = false;
    show();
  };

  window.addEventListener("scroll", onScroll, { passive: true });
  toggle.addEventListener("click", onToggle);
  document.addEventListener("keydown", onKeyDown);
  header.addEventListener("focusin", onFocusIn);
  header.addEventListener("focusout", onFocusOut);
  // For tests and anyone reading the page: the bar now acts.
  header.dataset.ready = "true";
  return () => {
    window.removeEventListener("scroll", onScroll);
    toggle.removeEventListener("click", onToggle);
    document.removeEventListener("keydown", onKeyDown);
    header.removeEventListener("focusin", onFocusIn);
    header.removeEventListener("focusout", onFocusOut);
    delete header.dataset.ready;
    setMenu(false);
  };
}
