import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@/db/client";
import { claimDueMails, enqueueMails, MAX_ATTEMPTS, retryDelayMs } from "@/server/mail/outbox";
import { createTransport } from "@/server/mail/transport";
import { deliverDueMails } from "@/server/mail/worker";
import { consumeRateLimit } from "@/server/rate-limit";
import { createScratchDatabase } from "../support/postgres";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { databaseTargets, openMigrated } from "../support/databases";
import { plainMessage } from "../support/mails";
import { outbox } from "@/server/mail/tables";

const from = "Atlas <contact@atlas.example>";

describe.each(databaseTargets)("mail outbox on $name", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    handle = await openMigrated(target);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });

  it("keeps no link's secret once the mail is sent: the recipient has it, the stored copy does not", async () => {
    const token = "k7Qx2mZp9-_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY";
    await handle.db.transaction((tx) =>
      enqueueMails(tx, [
        plainMessage(
          "invitee@example.org",
          "Invitation au lien secret",
          `Créez votre compte : https://atlas.example/login?invitation=${token}`,
        ),
        plainMessage(
          "stagiaire@example.org",
          "Avis au lien secret",
          `Donnez votre avis : https://atlas.example/avis/${token}`,
        ),
      ]),
    );
    const waiting = await handle.db.select().from(outbox).where(eq(outbox.status, "pending"));
    expect(waiting.filter((row) => row.text.includes(token))).toHaveLength(2);
    expect(await deliverDueMails(handle.db, createTransport(smtp.url), from)).toBe(2);
    const received = smtp.received.filter((mail) => mail.subject?.endsWith("au lien secret"));
    expect(
      received.map((mail) => mail.text!.includes(token) && (mail.html as string).includes(token)),
    ).toEqual([true, true]);
    const stored = await handle.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} LIKE '%au lien secret'`);
    for (const row of stored) {
      expect(row.status).toBe("sent");
      expect(row.text + row.html).not.toContain(token);
      expect(row.text).toContain("[lien retiré après envoi]");
    }
    await handle.db.delete(outbox);
    smtp.received.length = 0;
  });

  it("delivers queued mails through SMTP, once", async () => {
    await handle.db.transaction((tx) =>
      enqueueMails(tx, [
        plainMessage(
          "a@example.org",
          "Demande reçue",
          "Bonjour Zoé, nous avons bien reçu votre demande.",
        ),
        plainMessage("b@example.org", "Nouvelle demande", "Une demande attend."),
      ]),
    );
    const transport = createTransport(smtp.url);
    expect(await deliverDueMails(handle.db, transport, from)).toBe(2);
    expect(await deliverDueMails(handle.db, transport, from)).toBe(0);
    // A batch goes out in parallel: the order of arrival is not fixed.
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      "Demande reçue",
      "Nouvelle demande",
    ]);
    const acknowledgement = smtp.received.find((mail) => mail.subject === "Demande reçue")!;
    expect(acknowledgement.text).toContain("Bonjour Zoé");
    expect(acknowledgement.from?.text).toBe('"Atlas" <contact@atlas.example>');
    const rows = await handle.db.select().from(outbox);
    expect(rows.every((row) => row.status === "sent" && row.sent_at !== null)).toBe(true);
    // Rendered when queued: what leaves is what was stored, both alternatives, whatever the templates became since.
    const stored = rows.find((row) => row.subject === "Demande reçue")!;
    expect(stored.html).toMatch(/^<!DOCTYPE html><html dir="ltr" lang="fr">/);
    expect(acknowledgement.html).toBe(stored.html);
    expect(acknowledgement.text).toBe(stored.text);
  });

  it("keeps mails while SMTP is down and sends them once it is back", async () => {
    smtp.received.length = 0;
    await enqueueMails(handle.db, [plainMessage("c@example.org", "En attente", "...")]);
    await smtp.stop();
    const transport = createTransport(smtp.url);
    expect(await deliverDueMails(handle.db, transport, from)).toBe(0);
    const [waiting] = await handle.db.select().from(outbox).where(eq(outbox.subject, "En attente"));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.last_error).toBeTruthy();
    expect(waiting!.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    await smtp.start();
    // Not due yet: nothing is sent before the backoff delay.
    expect(await deliverDueMails(handle.db, transport, from)).toBe(0);
    await handle.db
      .update(outbox)
      .set({ next_attempt_at: sql`now() - interval '1 second'` })
      .where(eq(outbox.subject, "En attente"));
    expect(await deliverDueMails(handle.db, createTransport(smtp.url), from)).toBe(1);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["En attente"]);
  });

  it("never hands the same mail to two workers", async () => {
    await enqueueMails(
      handle.db,
      Array.from({ length: 30 }, (_, index) =>
        plainMessage(`n${index}@example.org`, `Lot ${index}`, "x"),
      ),
    );
    const [first, second] = await Promise.all([
      claimDueMails(handle.db, 20),
      claimDueMails(handle.db, 20),
    ]);
    const ids = [...first!, ...second!].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(30);
  });

  it("without SMTP_URL, prints each mail on the console and marks it sent", async () => {
    const printed: string[] = [];
    const log = vi
      .spyOn(console, "log")
      .mockImplementation((line: string) => void printed.push(line));
    try {
      await enqueueMails(handle.db, [
        plainMessage("dev@example.org", "Sans serveur SMTP", "Le lien : https://atlas.example/x"),
      ]);
      expect(await deliverDueMails(handle.db, createTransport(undefined), from)).toBe(1);
    } finally {
      log.mockRestore();
    }
    const entry = printed
      .map((line) => JSON.parse(line))
      .find((line) => line.subject === "Sans serveur SMTP");
    expect(entry).toMatchObject({
      level: "info",
      msg: "E-mail (développement, non envoyé)",
      to: "dev@example.org",
      text: expect.stringContaining("Le lien : https://atlas.example/x"),
    });
    const [row] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, "Sans serveur SMTP"));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(row!.sent_at).not.toBeNull();
  });

  it("backs off exponentially up to an hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it("gives up on a mail after its tenth failed attempt, and never tries it again", async () => {
    await enqueueMails(handle.db, [plainMessage("perdu@example.org", "Jamais remis", "...")]);
    const unreachable = createTransport("smtp://127.0.0.1:1");
    const mail = async () =>
      (await handle.db.select().from(outbox).where(eq(outbox.subject, "Jamais remis")))[0]!;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      // Each attempt made due at once rather than after its backoff.
      await handle.db
        .update(outbox)
        .set({ next_attempt_at: sql`now() - interval '1 second'` })
        .where(eq(outbox.subject, "Jamais remis"));
      expect(await deliverDueMails(handle.db, unreachable, from)).toBe(0);
      expect(await mail()).toMatchObject({
        attempts: attempt,
        status: attempt < 10 ? "pending" : "failed",
      });
    }
    await handle.db
      .update(outbox)
      .set({ next_attempt_at: sql`now() - interval '1 day'` })
      .where(eq(outbox.subject, "Jamais remis"));
    expect(await claimDueMails(handle.db, 50)).toEqual([]);
    expect(await mail()).toMatchObject({
      attempts: 10,
      status: "failed",
      last_error: expect.stringContaining("ECONNREFUSED"),
    });
  });

  it("takes back a mail left 'sending' by a process that died, after five minutes", async () => {
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await handle.db.insert(outbox).values([
      {
        to: "orphelin@example.org",
        subject: "Processus mort",
        text: "...",
        status: "sending",
        attempts: 1,
        next_attempt_at: minutesAgo(6),
      },
      {
        to: "encours@example.org",
        subject: "Envoi en cours",
        text: "...",
        status: "sending",
        attempts: 1,
        next_attempt_at: minutesAgo(1),
      },
    ]);
    const claimed = await claimDueMails(handle.db, 50, now);
    expect(claimed.map((row) => [row.subject, row.attempts])).toEqual([["Processus mort", 2]]);
  });
});

/** Several app processes on one PostgreSQL share the outbox: none may take a mail another took. */
describe.runIf(process.env.TEST_DATABASE_URL)(
  "mail outbox shared by several processes on PostgreSQL",
  () => {
    it("never hands the same mail to two connections claiming at the same moment", async () => {
      const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "outbox");
      const nodes = [
        await openDatabase({ url: database.url }),
        await openDatabase({ url: database.url }),
      ];
      try {
        await migrateDatabase(nodes[0]!);
        for (let round = 0; round < 10; round += 1) {
          await enqueueMails(
            nodes[0]!.db,
            Array.from({ length: 40 }, (_, index) =>
              plainMessage(`r${round}n${index}@example.org`, `Tour ${round}`, "x"),
            ),
          );
          // Four claims at once, two per process, each on a connection of its own.
          const claims = await Promise.all(
            [...nodes, ...nodes].map((node) => claimDueMails(node.db, 15)),
          );
          const ids = claims.flat().map((row) => row.id);
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids).toHaveLength(40);
          await nodes[0]!.db
            .update(outbox)
            .set({ status: "sent" })
            .where(eq(outbox.subject, `Tour ${round}`));
        }
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
        await database.drop();
      }
    });
  },
);

describe.each(databaseTargets)("rate limits on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(target);
  });
  afterAll(async () => handle.close());

  it("allows `max` attempts per window and per key, then refuses until the window has passed", async () => {
    const limit = { max: 3, windowMs: 60_000, now: 1_000_000 };
    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      results.push(await consumeRateLimit(handle.db, "contact:1.2.3.4", limit));
    expect(results).toEqual([true, true, true, false]);
    expect(await consumeRateLimit(handle.db, "contact:5.6.7.8", limit)).toBe(true);
    expect(
      await consumeRateLimit(handle.db, "contact:1.2.3.4", { ...limit, now: 1_000_000 + 60_001 }),
    ).toBe(true);
  });
});
