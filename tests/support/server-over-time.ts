import { rm } from "node:fs/promises";
import { freshDataDirectory } from "../../scripts/next-process.mjs";
import { freePort, startTestServer, type TestServer } from "./server";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

/**
 * A production server whose clock a spec moves: restarted at each Paris time it asks for
 * (FIXED_NOW), on the same database, port and SMTP server, so that phones and signed-in pages
 * keep their place across the restarts. `prepare` fills the database once, before the first start.
 */
export function serverOverTime(prepare: (directory: string) => Promise<void>) {
  const dataDir = freshDataDirectory();
  let port = 0;
  let prepared = false;
  const clock = {
    smtp: undefined as unknown as TestSmtpServer,
    server: undefined as unknown as TestServer,
    /** For `test.beforeAll`. */
    async open() {
      clock.smtp = await startSmtpServer();
      port = await freePort();
    },
    /** The server, (re)started at `instant`. */
    async at(instant: string) {
      await clock.server?.stop();
      clock.server = await startTestServer({
        port,
        dataDir,
        env: { SMTP_URL: clock.smtp.url, FIXED_NOW: instant },
        prepare: async (directory) => {
          if (prepared) return;
          await prepare(directory);
          prepared = true;
        },
      });
    },
    /** For `test.afterAll`. */
    async close() {
      await clock.server?.stop();
      await clock.smtp?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return clock;
}
