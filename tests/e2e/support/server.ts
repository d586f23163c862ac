import { freshDataDirectory, startNextOnFreshData, waitUntilPortFree, waitUntilServing } from "../../../scripts/next-process.mjs";

export interface TestServer {
  baseURL: string;
  /** Every line the server printed so far. */
  logs: string[];
  stop(): Promise<void>;
}

/**
 * A production server of its own, for a spec that needs a database other than the shared demo
 * one (empty, or filled by `prepare`), or that reads the server's logs.
 */
export async function startTestServer(options: {
  port: number;
  env?: Record<string, string>;
  prepare?: (dataDir: string) => Promise<void>;
}): Promise<TestServer> {
  const dataDir = freshDataDirectory();
  await options.prepare?.(dataDir);
  const baseURL = `http://localhost:${options.port}`;
  await waitUntilPortFree(options.port);
  const server = startNextOnFreshData(
    options.port,
    { SITE_URL: baseURL, ...options.env },
    ["ignore", "pipe", "pipe"],
    dataDir,
  );
  const logs: string[] = [];
  for (const stream of [server.stdout, server.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => logs.push(...chunk.split("\n").filter(Boolean)));
  }
  await waitUntilServing(baseURL, server);
  return {
    baseURL,
    logs,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once("exit", () => resolve());
        server.kill("SIGTERM");
      }),
  };
}
