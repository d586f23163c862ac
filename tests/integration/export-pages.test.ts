import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows, type DatabaseHandle } from "@/db/client";
import { cursorAt, newestFirstPages } from "@/server/list-query";
import { databaseTargets, openMigrated } from "../support/databases";
import { contactRequests } from "@/features/contact/tables";

/** An export reads its rows a page at a time from where the last page stopped: none lost, none twice. */
describe.each(databaseTargets)("an export's pages on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(target);
  });
  afterAll(async () => handle.close());

  it("reads every row once, newest first, across dates a millisecond cannot tell apart", async () => {
    const { db } = handle;
    // Microseconds apart (a JavaScript date would make them one), and two at the same instant.
    const dates = [
      "2026-03-02 10:00:00.123001+00",
      "2026-03-02 10:00:00.123002+00",
      "2026-03-02 10:00:00.123002+00",
      "2026-03-02 10:00:00.123003+00",
      "2026-03-02 10:00:00.123900+00",
      "2026-03-01 09:00:00+00",
      "2026-03-03 09:00:00+00",
    ];
    await db.insert(contactRequests).values(
      dates.map((date, index) => ({
        name: `Prospect ${index}`,
        email: `prospect${index}@client.fr`,
        company: "Client",
        message: "Bonjour",
        created_at: sql`${date}::timestamptz`,
      })),
    );
    const expected = (
      await rawRows<{ id: number }>(
        db,
        sql`SELECT id FROM contact_requests ORDER BY created_at DESC, id DESC`,
      )
    ).map((row) => row.id);

    const pages: number[][] = [];
    for await (const page of newestFirstPages(
      contactRequests.created_at,
      contactRequests.id,
      (after) =>
        db
          .select({ id: contactRequests.id, cursor_at: cursorAt(contactRequests.created_at) })
          .from(contactRequests)
          .where(and(eq(contactRequests.spam, false), after))
          .$dynamic(),
      2,
    ))
      pages.push(page.map((row) => row.id));

    expect(pages.flat()).toEqual(expected);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2, 1]);
  });
});
