import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails with the list of WCAG 2.1 A/AA violations on the page as it is now. `exclude` leaves
 * out what is checked elsewhere: framed documents tested at their own address, for instance,
 * which axe would otherwise enter one by one.
 */
export async function expectNoAxeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  // A toast coming in or going away is half-transparent, its text below any contrast: axe reads
  // the page once the toasts that stay are fully shown and the others gone.
  await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0);
  for (const toast of await page.locator('[data-sonner-toast][data-visible="true"]').all())
    await expect(toast).toHaveCSS("opacity", "1");
  // A colour in transition is between two contrasts: a link turning to its hover colour under
  // the pointer left where a click was, a panel fading in. axe reads the page once every
  // transition and animation that ends has ended (a spinner's never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
