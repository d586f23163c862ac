// The server the end-to-end tests run against: the production build, on a fresh PGlite
// directory (seeded at start), never on the developer's ./.data.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();

const port = process.env.E2E_PORT ?? "3100";
const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
const server = spawn("npx", ["next", "start", "--port", port], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SITE_URL: `http://localhost:${port}`,
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
