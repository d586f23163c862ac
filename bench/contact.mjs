// npm run bench:contact — posts 1,000 contact requests, 50 at a time, to the production server
// (as the HTML form does without JavaScript), with mail going to an SMTP server run here. Then it
// checks that every request was stored exactly once and every mail delivered exactly once, and
// prints the throughput. Figures go to docs/benchmarks.md by hand.
import { PGlite } from "@electric-sql/pglite";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { rmSync } from "node:fs";
import { readContactFormFields, postContactForm } from "../scripts/contact-form.mjs";
import {
  freshDataDirectory,
  LOOPBACK_AS_PROXY,
  startNext,
  waitUntilServing,
} from "../scripts/next-process.mjs";

const PORT = 3201;
const TOTAL = Number(process.env.BENCH_REQUESTS ?? 1000);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 50);
const base = `http://127.0.0.1:${PORT}`;

/** @type {Map<string, number>} subject → times received */
const received = new Map();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const key = `${mail.to?.text} | ${mail.subject}`;
        received.set(key, (received.get(key) ?? 0) + 1);
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

buildIfNeeded();
const dataDir = freshDataDirectory();
// The database stays after the server stops, to be counted.
const server = startNext(
  PORT,
  {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SITE_URL: base,
    ...LOOPBACK_AS_PROXY,
  },
  "ignore",
);
const stopped = new Promise((resolve) => server.once("exit", resolve));
try {
  await waitUntilServing(base, server, "/contact");

  const formFields = await readContactFormFields(base);

  async function post(index) {
    // One address per visitor: the rate limit is per address.
    const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    // A name holds no digit (the form refuses one): the visitor's number is in their address.
    const values = {
      name: "Visiteur du banc",
      company: "Banc d'essai",
      email: `visiteur${index}@example.org`,
      message: `Demande numéro ${index}`,
    };
    const response = await postContactForm(base, formFields, values, ip);
    if (response.status !== 200 || !response.body.includes("MESSAGE ENVOYÉ !"))
      throw new Error(`Demande ${index} refusée (HTTP ${response.status}).`);
  }

  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < TOTAL) await post(next++);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${TOTAL} demandes en ${seconds.toFixed(1)} s : ${(TOTAL / seconds).toFixed(0)} demandes/s (${PARALLEL} en parallèle)`,
  );

  const deadline = Date.now() + 120_000;
  const mailsSeen = () => [...received.values()].reduce((sum, count) => sum + count, 0);
  while (mailsSeen() < TOTAL * 2 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 250));
  console.log(
    `${mailsSeen()} e-mails reçus en ${((performance.now() - started) / 1000).toFixed(1)} s après le premier envoi`,
  );
} finally {
  server.kill("SIGTERM");
  await stopped;
  await new Promise((resolve) => smtp.close(resolve));
}

const db = await PGlite.create(dataDir);
const { rows: requests } = await db.query(
  "SELECT count(*)::int AS total, count(DISTINCT email)::int AS distinct_emails FROM contact_requests",
);
const { rows: mails } = await db.query(
  "SELECT status, count(*)::int AS n FROM outbox GROUP BY status",
);
await db.close();
rmSync(dataDir, { recursive: true, force: true });

const duplicates = [...received.entries()].filter(([, count]) => count > 1);
const problems = [
  requests[0].total !== TOTAL && `${requests[0].total} demandes enregistrées au lieu de ${TOTAL}`,
  requests[0].distinct_emails !== TOTAL && "des demandes sont enregistrées en double",
  received.size !== TOTAL * 2 && `${received.size} e-mails distincts reçus au lieu de ${TOTAL * 2}`,
  duplicates.length > 0 && `${duplicates.length} e-mails reçus plusieurs fois`,
  mails.some((row) => row.status !== "sent") && `boîte d'envoi : ${JSON.stringify(mails)}`,
].filter(Boolean);
if (problems.length) {
  console.error(`ÉCHEC : ${problems.join(" ; ")}`);
  process.exit(1);
}
console.log(
  `OK : ${TOTAL} demandes enregistrées une fois chacune, ${TOTAL * 2} e-mails délivrés une fois chacun.`,
);
