import fc from "fast-check";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundingSources } from "@/config/funding";
import { readSiteConfig } from "@/config/site";
import type { DatabaseHandle } from "@/db/client";
import { submitContactRequest } from "@/features/contact/submit";
import { databaseTargets, openMigrated } from "../support/databases";
import { contactRequests } from "@/features/contact/tables";

/**
 * Random and hostile values thrown at the contact form's server side: each submission is either
 * stored as it was typed (trimmed) or refused with a French message, never an exception, and a
 * refused one stores nothing.
 */
const config = readSiteConfig({ SITE_URL: "https://atlas.example" });

/** Text a visitor, a robot or an attacker may send in a form field. */
const hostileText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\uD800",
    "'; DROP TABLE contact_requests; --",
    "<script>alert(1)</script>",
    "${7*7}",
    "%00",
    "../../etc/passwd",
    "-1",
    "0",
    "1e309",
    "2147483648",
    "99999999999999999999",
    "0x10",
    " 12 ",
    "NaN",
    "zoe@acme.fr",
    "a@b",
    "@",
    "x".repeat(5001),
  ),
  fc.string({ minLength: 4_990, maxLength: 5_010 }),
);

/** Mostly what a visitor types, sometimes hostile: most runs reach the database that way. */
const mostly = (plausible: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 19, arbitrary: plausible }, { weight: 1, arbitrary: hostileText });

/** Any non-blank text without NUL, up to a field's limit: accents, emoji, scripts, quotes, markup. */
const plausibleText = (max: number) =>
  fc.oneof(
    fc.constantFrom("Zoé Martin", "Jean-Éric O'Neil", "李雷", "  Acme & Fils  ", "<b>Bonjour</b>"),
    fc
      .string({ unit: "grapheme", minLength: 1, maxLength: Math.min(max, 300) })
      .filter((text) => text.trim() !== "" && !text.includes("\u0000")),
  );

/** Addresses the form's check accepts, with the characters real ones have. */
const plausibleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}[a-z0-9]$/),
    fc.constantFrom("acme.fr", "client.example", "mail.domaine-test.org"),
  )
  .filter(([local]) => !local.includes(".."))
  .map(([local, domain]) => `${local}@${domain}`);

/** A select's value: nothing chosen, or any row id (unknown ones are stored as no choice). */
const plausibleId = fc.oneof(
  fc.constant(""),
  fc.integer({ min: 1, max: 2_147_483_647 }).map(String),
);

/** What a stored text becomes once encoded in UTF-8 (lone surrogates turn into U+FFFD). */
const asStored = (text: string) => Buffer.from(text.trim(), "utf8").toString("utf8");

describe.each(databaseTargets)("hostile contact submissions on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(target);
  });
  afterAll(async () => handle.close());

  const stored = async () =>
    (await handle.db.select({ total: count() }).from(contactRequests))[0]!.total;

  it("refuses a NUL character, which PostgreSQL cannot store, with a French message", async () => {
    const before = await stored();
    const result = await submitContactRequest(handle.db, config, {
      values: {
        name: "Zoé\u0000",
        company: "Acme",
        email: "zoe@acme.fr",
        phone: "",
        desired_formation_id: "",
        desired_location_id: "",
        message: "Bonjour",
        is_psh: false,
        psh_details: "",
      },
      honeypot: "",
      startedAt: Date.now() - 60_000,
      ip: "nul",
    });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { name: "Ce texte contient un caractère non autorisé." },
    });
    expect(await stored()).toBe(before);
  });

  it("stores a submission as typed or refuses it in French, and never fails", async () => {
    let visitor = 0;
    const outcomes = { stored: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: mostly(plausibleText(200)),
          company: mostly(plausibleText(200)),
          email: mostly(plausibleEmail),
          phone: mostly(
            fc.oneof(
              fc.constant(""),
              fc.constantFrom("06 12 34 56 78", "+33 (0)6 12 34 56 78"),
              fc.string({ maxLength: 40 }),
            ),
          ),
          desired_formation_id: mostly(plausibleId),
          desired_location_id: mostly(plausibleId),
          message: mostly(plausibleText(5000)),
          is_psh: fc.boolean(),
          psh_details: mostly(fc.string({ unit: "grapheme", maxLength: 200 })),
          participants: mostly(
            fc.oneof(fc.constant(""), fc.integer({ min: 1, max: 9999 }).map(String)),
          ),
          desired_period: mostly(fc.string({ unit: "grapheme", maxLength: 200 })),
          funding: mostly(fc.constantFrom("", ...fundingSources)),
        }),
        async (values) => {
          visitor += 1;
          const before = await stored();
          const result = await submitContactRequest(handle.db, config, {
            values,
            honeypot: "",
            startedAt: Date.now() - 60_000,
            ip: `fuzz-${visitor}`,
          });
          if (result.ok) {
            outcomes.stored += 1;
            const [row] = await handle.db
              .select()
              .from(contactRequests)
              .orderBy(contactRequests.id)
              .limit(1)
              .offset(before);
            expect(row).toMatchObject({
              id: result.id,
              name: asStored(values.name),
              company: asStored(values.company),
              message: asStored(values.message),
              phone: asStored(values.phone) || null,
              desired_period: asStored(values.desired_period) || null,
              participants: values.participants.trim() ? Number(values.participants) : null,
            });
          } else {
            outcomes.refused += 1;
            expect(result.error).toMatch(/^[A-ZÉÈ][^]*[.!]$/);
            expect(result.error).not.toMatch(/error|exception|stack|undefined|null/i);
            for (const message of Object.values(result.fieldErrors ?? {}))
              expect(message).toMatch(/^[A-ZÉ0-9][^]*\.$/);
            expect(await stored()).toBe(before);
          }
        },
      ),
      { numRuns: 150, verbose: 0 },
    );
    // Both branches ran: hostile values reached the database, not only the validation.
    expect(outcomes.stored).toBeGreaterThanOrEqual(45);
    expect(outcomes.refused).toBeGreaterThanOrEqual(15);
  });
});
