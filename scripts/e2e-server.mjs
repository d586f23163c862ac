// The server the end-to-end tests run against: the production build, on a fresh PGlite
// directory (seeded at start), never on the developer's ./.data.
import { buildIfNeeded } from "./build-if-needed.mjs";
import { LOOPBACK_AS_PROXY, startNextOnFreshData } from "./next-process.mjs";

buildIfNeeded();

const port = process.env.E2E_PORT ?? "3100";
const server = startNextOnFreshData(port, {
  SITE_URL: `http://localhost:${port}`,
  ...LOOPBACK_AS_PROXY,
});
server.on("exit", (code) => process.exit(code ?? 0));
