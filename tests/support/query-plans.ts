import type { PGlite } from "@electric-sql/pglite";

/**
 * The tables that grow with a provider's years (issue 52): catalogue, calendar and blog, and every
 * row a session, a request or a survey leaves. A page must reach their rows through an index.
 * The settings, accounts and rate limits stay small; so do a formation's results.
 */
export const GROWING_TABLES = new Set([
  "formations",
  "locations",
  "events",
  "blog_posts",
  "training_sessions",
  "registrations",
  "registration_tokens",
  "registration_agreements",
  "registration_reminders",
  "attendance_marks",
  "attendance_countersignatures",
  "attendance_scans",
  "attendance_certificates",
  "trainer_links",
  "survey_invitations",
  "survey_followups",
  "survey_answers",
  "stakeholder_answers",
  "questionnaire_answers",
  "contact_requests",
  "request_notes",
  "outbox",
  "audit_log",
  "complaints",
  "improvement_actions",
  "stored_files",
]);

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
}

/**
 * How a query reads a growing table whole, as PostgreSQL plans it with sequential scans made a
 * last resort: a `Seq Scan` (no index can serve it), or an index scanned from end to end with
 * no condition, no LIMIT above it and no aggregate counting it. A small table is read whole
 * whatever its indexes; `enable_seqscan = off` makes the plan say what it would do at scale, and
 * joins as nested loops show whether each joined table is reached through an index on its key
 * (a hash join of the demo's few rows would read both sides whole).
 * The generic plan (its parameters unknown) is the one a prepared statement settles on.
 */
export async function wholeTableReads(client: PGlite, sql: string): Promise<string[]> {
  const [result] = await client
    .exec(`SET enable_seqscan = off; EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${sql}`)
    .then((results) => results.slice(-1));
  const cell = Object.values(result!.rows[0]!)[0];
  const [{ Plan }] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  const found: string[] = [];
  const walk = (node: PlanNode, bounded: boolean) => {
    const table = node["Relation Name"];
    if (table && GROWING_TABLES.has(table)) {
      if (node["Node Type"] === "Seq Scan") found.push(`Seq Scan on ${table}`);
      else if (/Index (Only )?Scan/.test(node["Node Type"]) && !node["Index Cond"] && !bounded)
        found.push(`whole index ${node["Index Name"]} of ${table}`);
    }
    const boundsBelow =
      bounded || node["Node Type"] === "Limit" || node["Node Type"] === "Aggregate";
    for (const child of node.Plans ?? []) walk(child, boundsBelow);
  };
  walk(Plan, false);
  return found;
}

/** A statement the plan check reads: a read, or an update or deletion that finds its rows. */
export const isPlannedRead = (sql: string) => /^\s*(select|with|update|delete)\b/i.test(sql);
