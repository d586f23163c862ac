// Debian's Chromium, for the end-to-end tests and Lighthouse: Playwright's own browser download
// cannot run offline. The flags let it run headless as root in a container, and keep it from
// reaching the internet on its own.
import { existsSync } from "node:fs";

/** The full browser, as visitors run it: what Lighthouse and the benches measure. */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const headlessShell = "/usr/bin/chromium-headless-shell";

/**
 * What the end-to-end tests drive: Chromium's headless shell when installed (Debian's
 * `chromium-headless-shell`), the same engine without the full browser around it. Three specs
 * took 3.4 min on it against 4.9 min on the full browser, whose processes used 222 s of CPU
 * against 123 s. CHROME_PATH, when set, chooses for both.
 */
export const testBrowserPath =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
