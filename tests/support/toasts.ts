import type { Locator, Page } from "@playwright/test";

/**
 * The newest toast. Sonner stacks them newest first and marks that one the front: after actions
 * in quick succession several show at once, and the last in the page is then an older one.
 */
export const newestToast = (page: Page): Locator =>
  page.locator('[data-sonner-toast][data-front="true"]');
