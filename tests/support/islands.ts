import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Wakes the island holding `element` and waits until it has hydrated. Astro renders an island's
 * HTML with the page and runs its script when its directive says: at load, once visible, or
 * (`client:interaction`) when a visitor's mouse comes over it, as this does; then it takes the
 * `ssr` mark off its <astro-island>. What a visitor types before then, the island finds in the
 * page; a click waits for it.
 */
export async function wakeIsland(element: Locator): Promise<void> {
  // Dispatched rather than hovered: the element may be one the viewport hides (the calendar's
  // month on a phone), and a mouse over any part of its island wakes it the same.
  await element.dispatchEvent("pointerover", { pointerType: "mouse" });
  await expect(element.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr");
}

/** Wakes the island holding the element `testId` names (the first, if several), as wakeIsland. */
export function islandReady(page: Page, testId: string): Promise<void> {
  return wakeIsland(page.getByTestId(testId).first());
}
