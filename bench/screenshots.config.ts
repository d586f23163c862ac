import { defineConfig } from "@playwright/test";
import base from "../playwright.config";

/**
 * `npm run docs:screenshots`: the screenshots of docs/screenshots/, taken on a demo server of
 * their own (no web server of the suite's). Not part of `npm test`: it writes files, asserts
 * nothing new.
 */
export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "screenshots.spec.ts",
  // The suite's global setup (the database templates), found from this folder.
  globalSetup: "../tests/support/global-setup.ts",
  webServer: undefined,
  retries: 0,
  workers: 1,
  timeout: 120_000,
});
