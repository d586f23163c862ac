import type { ChildProcess, StdioOptions } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { demoDatabase, emptyDatabase } from "./fixture-database";
import {
  freshDataDirectory,
  LOOPBACK_AS_PROXY,
  startNext,
  startNextOnFreshData,
  waitUntilPortFree,
  waitUntilServing,
} from "../../scripts/next-process.mjs";

export interface TestServer {
  baseURL: string;
  /** Every line the server printed so far. */
  logs: string[];
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop(): Promise<number | null>;
}

/**
 * A production server of its own, for a spec that needs a database other than the shared demo
 * one (empty, or filled by `prepare`), or that reads the server's logs. With `databaseUrl`, it
 * uses that PostgreSQL database instead of a fresh embedded one (several nodes on one database).
 */
export async function startTestServer(options: {
  /** Chosen by the system unless given: specs never share a literal port. */
  port?: number;
  env?: Record<string, string>;
  prepare?: (dataDir: string) => Promise<void>;
  databaseUrl?: string;
  /** An embedded database directory the spec owns and removes: kept when the server stops, for another to start on it. */
  dataDir?: string;
}): Promise<TestServer> {
  const port = options.port ?? (await freePort());
  const baseURL = `http://localhost:${port}`;
  // The spec stands for the reverse proxy unless it says otherwise (TRUSTED_PROXIES: "").
  const env = { SITE_URL: baseURL, ...LOOPBACK_AS_PROXY, ...options.env };
  const stdio: StdioOptions = ["ignore", "pipe", "pipe"];
  await waitUntilPortFree(port);
  let server: ChildProcess;
  if (options.databaseUrl) {
    server = startNext(port, { ...env, DATABASE_URL: options.databaseUrl }, stdio);
  } else if (options.dataDir) {
    await options.prepare?.(options.dataDir);
    server = startNext(port, { ...env, DATA_DIR: options.dataDir, DATABASE_URL: "" }, stdio);
  } else {
    const dataDir = freshDataDirectory();
    // Without a `prepare`, the database the server would create at its first start, from a template.
    const prepare =
      options.prepare ??
      (options.env?.SEED_DEMO_CONTENT === "false" ? emptyDatabase : demoDatabase);
    await prepare(dataDir);
    server = startNextOnFreshData(port, env, stdio, dataDir);
  }
  const logs: string[] = [];
  for (const stream of [server.stdout, server.stderr]) {
    stream?.setEncoding("utf8");
    // A chunk may end in the middle of a line (a long query's): its start waits for the rest.
    let partial = "";
    stream?.on("data", (chunk: string) => {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop()!;
      logs.push(...lines.filter(Boolean));
    });
    stream?.on("end", () => partial && logs.push(partial));
  }
  await waitUntilServing(baseURL, server);
  return {
    baseURL,
    logs,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve(server.exitCode);
        // The app gives its shutdown tasks 15 s (server/shutdown.ts). A server still running
        // well past that is killed, and says what it was last doing, rather than holding the
        // spec until its timeout with nothing to read.
        const stuck = setTimeout(() => {
          console.error(
            `Le serveur de test du port ${port} ne s'est pas arrêté en ${STOP_TIMEOUT_MS / 1000} s ; ses derniers journaux :\n${logs.slice(-20).join("\n")}`,
          );
          server.kill("SIGKILL");
        }, STOP_TIMEOUT_MS);
        server.once("exit", (code) => {
          clearTimeout(stuck);
          resolve(code);
        });
        server.kill("SIGTERM");
      }),
  };
}

/** How long a test server may take to stop before it is killed. */
const STOP_TIMEOUT_MS = 30_000;

/** A port nothing listens on now, from the system: what each spec's own server listens on. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
