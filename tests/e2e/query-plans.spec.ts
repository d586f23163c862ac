import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { expect, request as requests, test } from "@playwright/test";
import { freshDataDirectory } from "../../scripts/next-process.mjs";
import { demoDatabaseWithStaff } from "../support/fixture-database";
import { isPlannedRead, wholeTableReads } from "../support/query-plans";
import { routeAddresses } from "../support/routes";
import { startTestServer } from "../support/server";
import { adminSessionCookie } from "../support/staff-accounts";

/**
 * What the pages, routes and background jobs read today of a growing table as a whole: issue
 * 52's work list (paginate or window the lists, index the purges), each line a finding and the
 * start of its query with a digest of the whole. A query missing from it fails the test; a
 * line fixed is taken out (`PRINT_QUERY_PLANS=1` prints a run's findings).
 */
const KNOWN_WHOLE_READS = new Set([
  'Seq Scan on contact_requests — select distinct "formations"."id", "formations"."title" from "contact_requests" inner join "formatio #7a3ad27f',
  'Seq Scan on formations — select "id", "name", "last_name", "email", NOT coalesce(("users"."staff" = $1 and "users"."roles" is #0691924e',
  'Seq Scan on formations — select "id", "slug", "title", "description", "duration", "price_no_tax", "certification", "cold_surv #4701dd25',
  'Seq Scan on formations — select "id", "title", "published", "duration", "price_no_tax", "training_program" from "formations"  #c4aeb21c',
  'Seq Scan on formations — select "objectives", "duration", "price_no_tax", "access_modalities", "access_time", "methods_used", #614f9bce',
  'Seq Scan on formations — select "objectives", "duration", "price_no_tax", "access_modalities", "access_time", "methods_used", #69752b02',
  'Seq Scan on formations — select count(*) as count from "formations" where "formations"."published" = $1; #617f7db9',
  'Seq Scan on formations — select count(*) from "formations" where "formations"."published" = $1 #239448ed',
  'Seq Scan on formations — select count(*) from "formations" where ("formations"."published" = $1 and "formations"."certificati #f21d825b',
  'Seq Scan on formations — select count(*) from "formations" where ("formations"."published" = $1 and (("formations"."self_asse #16f6c2ea',
  'Seq Scan on formations — select count(*) from "formations" where ("formations"."published" = $1 and coalesce(jsonb_array_leng #5864088f',
  'Seq Scan on locations — select "id", "city", "country" from "locations" order by "locations"."country" asc, "locations"."cit #b0241c49',
  'Seq Scan on locations — select "id", "country", "country_code", "city", "address", "permanent", "stay_start", "stay_end", "c #80b90e59',
  'Seq Scan on locations — select "locations"."id", "locations"."country", "locations"."country_code", "locations"."city", "loc #84962cd5',
  'Seq Scan on training_sessions — update "survey_invitations" set "reminded_at" = $1 where ("survey_invitations"."answered_at" is null #babddb35',
  'whole index events_start_date_idx of events — select "id", "nom", "start_date" from "events" order by "events"."start_date" asc, "events"."id" asc #3e12a0a4',
  'whole index formations_event_id_idx of formations — select "formations"."id", "formations"."slug", "formations"."title", "formations"."training_program" #5cf7a311',
  'whole index formations_pkey of formations — select "id", "title" from "formations" where exists (select "id" from "training_sessions" where ("tr #0c655b46',
  'whole index formations_pkey of formations — select "training_sessions"."start_date", "training_sessions"."end_date" from "training_sessions" inn #b843d9dd',
  'whole index registrations_session_bpf_idx of registrations — select "id", "title" from "formations" where exists (select "id" from "training_sessions" where ("tr #0c655b46',
  'whole index survey_answers_invitation_key of survey_answers — select "id", "title" from "formations" where exists (select "id" from "training_sessions" where ("tr #0c655b46',
  'whole index survey_answers_low_rating_unmailed_idx of survey_answers — update "survey_answers" set "low_rating_mailed_at" = $1 where ("survey_answers"."overall" <= 2 and " #fdd96f2c',
  'whole index survey_invitations_pkey of survey_invitations — select "id", "title" from "formations" where exists (select "id" from "training_sessions" where ("tr #0c655b46',
  'whole index training_sessions_formation_start_idx of training_sessions — select "id", "title" from "formations" where exists (select "id" from "training_sessions" where ("tr #0c655b46',
]);

/** A query as the list names it: its start, to read, and a digest of it whole, to tell it apart. */
function queryKey(sql: string): string {
  const text = sql.replace(/\s+/g, " ");
  return `${text.slice(0, 100)} #${createHash("sha256").update(text).digest("hex").slice(0, 8)}`;
}

test("every query of every page and route reaches the growing tables through an index", async () => {
  test.setTimeout(300_000);
  const dataDir = freshDataDirectory();
  try {
    // Every page and route once, as an administrator, on the demo content: what each reads.
    const server = await startTestServer({
      dataDir,
      prepare: demoDatabaseWithStaff,
      env: { DEBUG: "1" },
    });
    const admin = await requests.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: { cookie: await adminSessionCookie(server.baseURL) },
    });
    for (const address of routeAddresses()) await admin.get(address, { maxRedirects: 0 });
    await admin.dispose();
    await server.stop();

    const queries = new Set<string>();
    for (const line of server.logs) {
      if (!line.includes('"msg":"db.query"')) continue;
      const { sql } = JSON.parse(line) as { sql: string };
      if (isPlannedRead(sql)) queries.add(sql);
    }
    // The dashboard's lists and the public pages' reads, at least.
    expect(queries.size).toBeGreaterThan(100);

    const client = await PGlite.create(dataDir);
    try {
      const findings = async () => {
        const found = new Set<string>();
        for (const sql of queries) {
          for (const read of await wholeTableReads(client, sql))
            found.add(`${read} — ${queryKey(sql)}`);
        }
        return [...found].sort();
      };
      const before = await findings();
      if (process.env.PRINT_QUERY_PLANS) console.log(`FINDINGS${JSON.stringify(before)}`);
      expect(before.filter((finding) => !KNOWN_WHOLE_READS.has(finding))).toEqual([]);

      // The check sees an index go: without the blog's newest-first index, its public pages read
      // the whole table.
      await client.exec("DROP INDEX blog_posts_published_date_idx");
      const lost = (await findings()).filter((finding) => !before.includes(finding));
      expect(lost.some((finding) => finding.startsWith("Seq Scan on blog_posts"))).toBe(true);
    } finally {
      await client.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
