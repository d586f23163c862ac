import type { ClientDirective } from "astro";

/** The gestures that announce a visitor is about to use an island: the mouse over it, a finger on it, the focus in it. */
const WAKING_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/**
 * `client:interaction`: an island that wakes on the visitor's first gesture inside it, not at the
 * page's load (docs/decisions/086-islands-wake-on-interaction.md). Until then the page is its
 * server's HTML, which works without JavaScript: a form posts, a link goes, a box ticks, a field
 * takes what is typed (the island reads its form's fields when it wakes). A click on a button
 * only the island acts on (`type="button"`: a month of the calendar, 'Voir plus') waits for it
 * and is given again once React holds the button; should the island fail to load, it is given to
 * the browser as it is.
 *
 * Its value `"query"` wakes it at once when the address carries a query, which the island reads
 * in the browser (a shared search of the catalogue: the cached page holds the whole list).
 */
const interaction: ClientDirective = (load, options, el) => {
  const clicked: HTMLElement[] = [];
  const holdClick = (event: MouseEvent) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('button[type="button"]')
        : null;
    if (!button) return;
    event.preventDefault();
    clicked.push(button);
    void wake();
  };
  let woken = false;
  const wake = async () => {
    if (woken) return;
    woken = true;
    for (const type of WAKING_EVENTS) el.removeEventListener(type, wake);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener("click", holdClick, { capture: true });
      for (const target of clicked) target.click();
    }
  };
  el.addEventListener("click", holdClick, { capture: true });
  for (const type of WAKING_EVENTS) el.addEventListener(type, wake, { passive: true });
  if (options.value === "query" && window.location.search) void wake();
};

export default interaction;

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: boolean | "query";
  }
}
