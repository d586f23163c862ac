import { expect, type Page } from "@playwright/test";

/**
 * Waits until the island holding `testId` has hydrated: Astro renders an island's HTML with the
 * page and runs its script when its directive says (the header's once the browser is idle),
 * then takes the `ssr` mark off its <astro-island>. What a visitor does before then, the island
 * does not see.
 */
export async function islandReady(page: Page, testId: string): Promise<void> {
  await expect(page.locator(`astro-island:not([ssr]):has([data-testid="${testId}"])`)).toHaveCount(
    1,
  );
}
