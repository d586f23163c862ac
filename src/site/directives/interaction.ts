import type { ClientDirective } from "astro";

/**
 * The query parameters an island reads in the browser (the catalogue's search, the complaint's
 * session): a campaign's `utm_*` wakes nothing.
 */
const READ_QUERY = ["q", "format", "certifiante", "session"];

/**
 * `client:interaction`: an island that wakes on the visitor's first gesture inside it, not at the
 * page's load (docs/decisions/086-islands-wake-on-interaction.md): a mouse coming over it, the
 * focus coming into it (a tap in a field, the keyboard), a click. A finger scrolling the page
 * wakes nothing: a phone's reader loads no React. Until then the page is its server's HTML, which
 * works without JavaScript: a form posts, a link goes, a box ticks, a field takes what is typed
 * (the island reads its form's fields when it wakes). A click on a button only the island acts on
 * (`type="button"`: a month of the calendar, 'Voir plus') waits for it and is given again, once
 * per button, when React holds it. Should the island's scripts fail to load (Astro logs it and
 * leaves the page as it was), the next gesture tries again.
 *
 * Its value `"query"` wakes it at once when the address names a filter the island reads in the
 * browser (a shared search of the catalogue: the cached page holds the whole list).
 */
const interaction: ClientDirective = (load, options, el) => {
  const held = new Set<HTMLElement>();
  const onClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('button[type="button"]')
        : null;
    if (button) {
      event.preventDefault();
      held.add(button);
    }
    void wake();
  };
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType === "mouse") void wake();
  };
  const onFocus = () => void wake();
  const listen = () => {
    el.addEventListener("click", onClick, { capture: true });
    el.addEventListener("pointerover", onPointer, { passive: true });
    el.addEventListener("focusin", onFocus);
  };
  const stopListening = () => {
    el.removeEventListener("pointerover", onPointer);
    el.removeEventListener("focusin", onFocus);
  };
  let waking = false;
  async function wake() {
    if (waking) return;
    waking = true;
    stopListening();
    const hydrate = await load();
    await hydrate();
    el.removeEventListener("click", onClick, { capture: true });
    // Astro takes the `ssr` mark off an island it hydrated.
    if (el.hasAttribute("ssr")) {
      held.clear();
      waking = false;
      listen();
      return;
    }
    for (const button of held) button.click();
    held.clear();
  }
  listen();
  const query = new URLSearchParams(window.location.search);
  if (options.value === "query" && READ_QUERY.some((name) => query.has(name))) void wake();
};

export default interaction;

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean | "query";
  }
}
