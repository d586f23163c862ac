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
 * start of its query. A query missing from it fails the test; a line fixed is taken out.
 */
const KNOWN_WHOLE_READS = new Set([
  'Seq Scan on contact_requests — SELECT lower("contact_requests"."email") AS email FROM "contact_requests" GROUP BY lower("contact_re',
  'Seq Scan on contact_requests — select distinct "formations"."id", "formations"."title" from "contact_requests" inner join "formatio',
  'Seq Scan on events — select min("start_date"), max("end_date") from "events"',
  'Seq Scan on formations — select "id", "name", "last_name", "email", NOT coalesce(("users"."staff" = $1 and "users"."roles" is',
  'Seq Scan on formations — select "id", "slug", "title", "description", "duration", "price_no_tax", "certification", "cold_surv',
  'Seq Scan on formations — select "id", "title", "published", "duration", "price_no_tax" from "formations" order by "formations',
  'Seq Scan on formations — select "objectives", "duration", "price_no_tax", "access_modalities", "access_time", "methods_used",',
  'Seq Scan on formations — select count(*) as count from "formations" where "formations"."published" = $1;',
  'Seq Scan on formations — select count(*) from "formations" where "formations"."published" = $1',
  'Seq Scan on formations — select count(*) from "formations" where ("formations"."published" = $1 and "formations"."certificati',
  'Seq Scan on formations — select count(*) from "formations" where ("formations"."published" = $1 and (("formations"."self_asse',
  'Seq Scan on formations — select count(*) from "formations" where ("formations"."published" = $1 and coalesce(jsonb_array_leng',
  'Seq Scan on locations — select "id", "city", "country" from "locations" order by "locations"."country" asc, "locations"."cit',
  'Seq Scan on locations — select "id", "country", "country_code", "city", "address", "permanent", "stay_start", "stay_end", "c',
  'Seq Scan on locations — select "id", "country", "country_code", "city", "permanent", "stay_start", "stay_end" from "location',
  'Seq Scan on survey_invitations — delete from "survey_invitations" where "survey_invitations"."id" in (select "id" from "survey_invita',
  'Seq Scan on training_sessions — update "survey_invitations" set "reminded_at" = $1 where ("survey_invitations"."answered_at" is null',
  'whole index events_start_date_idx of events — select "id", "nom", "start_date" from "events" order by "events"."start_date" asc, "events"."id" asc',
  'whole index events_start_date_idx of events — select "start_date", "end_date" from "events" where "events"."end_date" >= $1 order by "events"."sta',
  'whole index formations_event_id_idx of formations — select "formations"."id", "formations"."slug", "formations"."title", "formations"."training_program"',
  'whole index formations_pkey of formations — select "contact_requests"."id", "contact_requests"."name", "contact_requests"."email", "contact_requ',
  'whole index formations_pkey of formations — select "survey_answers"."id", "survey_answers"."created_at", "registrations"."trainee_name", "regist',
  'whole index formations_pkey of formations — select "training_sessions"."start_date", "training_sessions"."end_date" from "training_sessions" inn',
  'whole index locations_pkey of locations — select "contact_requests"."id", "contact_requests"."name", "contact_requests"."email", "contact_requ',
  'whole index registration_agreements_current_key of registration_agreements — select "registrations"."id", "registrations"."session_id", "registrations"."trainee_name", "registra',
  'whole index registrations_session_status_idx of registrations — select "survey_answers"."id", "survey_answers"."created_at", "registrations"."trainee_name", "regist',
  'whole index survey_answers_invitation_key of survey_answers — select "survey_answers"."id", "survey_answers"."created_at", "registrations"."trainee_name", "regist',
  'whole index survey_answers_low_rating_unmailed_idx of survey_answers — update "survey_answers" set "low_rating_mailed_at" = $1 where ("survey_answers"."overall" <= 2 and "',
  'whole index survey_invitations_pkey of survey_invitations — select "survey_answers"."id", "survey_answers"."created_at", "registrations"."trainee_name", "regist',
  'whole index training_sessions_formation_start_idx of training_sessions — select "survey_answers"."id", "survey_answers"."created_at", "registrations"."trainee_name", "regist',
]);

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
            found.add(`${read} — ${sql.replace(/\s+/g, " ").slice(0, 100)}`);
        }
        return [...found].sort();
      };
      const before = await findings();
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
