import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, testBrowserPath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry is a defect to fix, not a pass: the retry only names it flaky.
  failOnFlakyTests: Boolean(process.env.CI),
  workers: 2,
  reporter: [["list"]],
  // CI machines share their two cores between the server, the browser and two workers: the long
  // journeys (sign-up through mails, a dozen dialogs) need more room there than on a quiet machine.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // Recording a trace costs every test about a fifth of its time (two specs: 134 s with, 111 s
    // without). On CI, read from what it prints, a failed test is retried and the retry records
    // one. Locally, where nothing retries, a failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: testBrowserPath, args: chromiumFlags },
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/`,
    // The first run builds the site: minutes on a 2-core machine.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    // SIGTERM (not Playwright's default SIGKILL) lets the script remove its temporary database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
