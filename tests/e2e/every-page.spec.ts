import { expect, test } from "@playwright/test";
import { accessibilityAudit } from "../../src/features/legal/accessibility-audit";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { expectNoEnglishWords } from "../support/french-only";

/**
 * The sample of the accessibility statement, checked as the statement says: axe-core on every
 * page at both widths (the other specs check the pages they drive after each interaction). Each
 * page is also scanned for English interface words.
 */
for (const viewport of [DESKTOP, PHONE]) {
  test(`every page of the accessibility sample passes axe and speaks French at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const { path } of accessibilityAudit.pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      if (viewport === DESKTOP) await expectNoEnglishWords(page);
    }
  });
}
