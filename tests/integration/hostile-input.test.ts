import fc from "fast-check";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import type { DatabaseHandle } from "@/db/client";
import { contactRequests } from "@/db/schema";
import { submitContactRequest } from "@/features/contact/submit";
import { databaseTargets, openMigrated } from "./databases";

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
  fc.constantFrom("", " ", "\u0000", "a\u0000b", "\uD800", "'; DROP TABLE contact_requests; --", "<script>alert(1)</script>", "${7*7}", "%00", "../../etc/passwd", "-1", "0", "1e309", "2147483648", "99999999999999999999", "0x10", " 12 ", "NaN", "zoe@acme.fr", "a@b", "@", "x".repeat(5001)),
  fc.string({ minLength: 4_990, maxLength: 5_010 }),
);

/** What a stored text becomes once encoded in UTF-8 (lone surrogates turn into U+FFFD). */
const asStored = (text: string) => Buffer.from(text.trim(), "utf8").toString("utf8");

describe.each(databaseTargets)("hostile contact submissions on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(target);
  });
  afterAll(async () => handle.close());

  const stored = async () => (await handle.db.select({ total: count() }).from(contactRequests))[0]!.total;

  it("refuses a NUL character, which PostgreSQL cannot store, with a French message", async () => {
    const before = await stored();
    const result = await submitContactRequest(handle.db, config, {
      values: { name: "Zoé\u0000", company: "Acme", email: "zoe@acme.fr", phone: "", desired_formation_id: "", desired_location_id: "", message: "Bonjour", is_psh: false, psh_details: "" },
      honeypot: "",
      startedAt: Date.now() - 60_000,
      ip: "nul",
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { name: "Ce texte contient un caractère non autorisé." } });
    expect(await stored()).toBe(before);
  });

  it("stores a submission as typed or refuses it in French, and never fails", async () => {
    let visitor = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // Often plausible, so that hostile values also reach the database, not only validation.
          name: fc.oneof(hostileText, fc.constant("Zoé Martin")),
          company: fc.oneof(hostileText, fc.constant("Acme")),
          email: fc.oneof(hostileText, fc.emailAddress()),
          phone: hostileText,
          desired_formation_id: hostileText,
          desired_location_id: hostileText,
          message: fc.oneof(hostileText, fc.constant("Bonjour")),
          is_psh: fc.boolean(),
          psh_details: hostileText,
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
            const [row] = await handle.db.select().from(contactRequests).orderBy(contactRequests.id).limit(1).offset(before);
            expect(row).toMatchObject({ id: result.id, name: asStored(values.name), company: asStored(values.company), message: asStored(values.message) });
          } else {
            expect(result.error).toMatch(/^[A-ZÉÈ][^]*[.!]$/);
            expect(result.error).not.toMatch(/error|exception|stack|undefined|null/i);
            for (const message of Object.values(result.fieldErrors ?? {})) expect(message).toMatch(/^[A-ZÉ0-9][^]*\.$/);
            expect(await stored()).toBe(before);
          }
        },
      ),
      { numRuns: 150, verbose: 0 },
    );
  });
});
