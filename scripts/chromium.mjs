// Debian's Chromium, for the end-to-end tests and Lighthouse: Playwright's own browser download
// cannot run offline. The flags let it run headless as root in a container, and keep it from
// reaching the internet on its own.
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
