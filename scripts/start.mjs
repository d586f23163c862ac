// npm start — builds if needed, then serves the site. The server itself migrates the database
// and seeds demo content on an empty one at start (src/instrumentation.ts).
import "./load-env.mjs";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { startNext } from "./next-process.mjs";

buildIfNeeded();

const server = startNext(process.env.PORT ?? "3000");
server.on("exit", (code) => process.exit(code ?? 0));
