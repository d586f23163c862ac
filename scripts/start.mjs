// npm start — builds if needed, then serves the site. The server itself migrates the database
// and seeds demo content on an empty one at start (src/instrumentation.ts).
import { spawn } from "node:child_process";
import nextEnv from "@next/env";
import { buildIfNeeded } from "./build-if-needed.mjs";

nextEnv.loadEnvConfig(process.cwd());
buildIfNeeded();

const port = process.env.PORT ?? "3000";
const server = spawn("npx", ["next", "start", "--port", port], {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
