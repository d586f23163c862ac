// The server the end-to-end tests run against: the production build, on a fresh PGlite
// directory (seeded at start), never on the developer's ./.data.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { startNext } from "./next-process.mjs";

buildIfNeeded();

const port = process.env.E2E_PORT ?? "3100";
const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
const server = startNext(port, { DATA_DIR: dataDir, DATABASE_URL: "", SITE_URL: `http://localhost:${port}` });
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
