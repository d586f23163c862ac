// The server the end-to-end tests run against: the production build, on a fresh PGlite
// directory (seeded at start), never on the developer's ./.data.
import { execFileSync } from "node:child_process";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { freshDataDirectory, LOOPBACK_AS_PROXY, startNextOnFreshData } from "./next-process.mjs";

buildIfNeeded();

// Migrated with each table's own id range before the server seeds it, as every test database is.
const dataDir = freshDataDirectory();
execFileSync("npx", ["tsx", "tests/support/prepare-e2e-data.ts", dataDir], { stdio: "inherit" });

const port = process.env.E2E_PORT ?? "3100";
const server = startNextOnFreshData(
  port,
  { SITE_URL: `http://localhost:${port}`, ...LOOPBACK_AS_PROXY },
  "inherit",
  dataDir,
);
server.on("exit", (code) => process.exit(code ?? 0));
