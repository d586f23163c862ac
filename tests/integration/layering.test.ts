import { globSync, readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import {
  filesReached,
  packagesReached,
  relativeToRoot,
  valueImports,
} from "../support/import-graph";

// The layering rules of ../shared/ARCHITECTURE.md and its rule for raw subqueries, as ESLint
// enforces them: each case is a small file that breaks one rule (or keeps to an allowed path),
// linted as if it sat at `file`.
const root = path.resolve(import.meta.dirname, "../..");
// The cycle rule reads the linted file from disk, which these files are not: it has its own case.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { "import/no-cycle": "off" } } });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const LAYERS = "import/no-restricted-paths";
const CLIENT = "local/client-boundary";
const PUBLIC_ENTRY = "local/public-entry";
const OUTER = "local/outer-column";
const OWN_TABLES = "local/own-tables";
const WRAPPERS = "local/action-wrappers";

describe("the layering rules", { timeout: 120_000 }, () => {
  it.each([
    [
      "a domain importing another's internals",
      "src/features/quality/fixture.ts",
      'import { qualiopiGaps } from "@/features/formations/qualiopi";\nexport { qualiopiGaps };',
      [LAYERS],
    ],
    [
      "a domain importing another's public.ts",
      "src/features/team/fixture.ts",
      'import { initials } from "@/features/accounts/public";\nexport { initials };',
      [],
    ],
    [
      "a domain importing the client components of another's client.ts",
      "src/features/contact/components/public/fixture.tsx",
      'import { NeedsFieldset } from "@/features/assessment/client";\nexport { NeedsFieldset };',
      [],
    ],
    [
      "a domain importing the dashboard's client components of another's admin-client.ts",
      "src/features/catalogue/components/admin/fixture.tsx",
      'import { QuestionnairesDialog } from "@/features/assessment/admin-client";\nexport { QuestionnairesDialog };',
      [],
    ],
    [
      "a domain importing one on a floor above it (the formation, the questionnaires asked of it)",
      "src/features/formations/components/admin/fixture.tsx",
      'import { QuestionnairesDialog } from "@/features/assessment/admin-client";\nexport { QuestionnairesDialog };',
      [LAYERS],
    ],
    [
      "the events importing the formations held around them",
      "src/features/events/fixture.ts",
      'import { qualiopiGaps } from "@/features/formations/public";\nexport { qualiopiGaps };',
      [LAYERS],
    ],
    [
      "the registrations importing the answers given on them",
      "src/features/registrations/fixture.ts",
      'import { forgetAnswers } from "@/features/assessment/public";\nexport { forgetAnswers };',
      [LAYERS],
    ],
    [
      "a screen composing the floors below it (the catalogue, a formation's progress)",
      "src/features/catalogue/fixture.ts",
      'import { readProgressYears } from "@/features/assessment/public";\nexport { readProgressYears };',
      [],
    ],
    [
      "a session's domain importing one later in its life",
      "src/features/attendance/fixture.ts",
      'import { certificatesOf } from "@/features/certificates/public";\nexport { certificatesOf };',
      [LAYERS],
    ],
    [
      "a session's domain importing one earlier in its life",
      "src/features/certificates/fixture.ts",
      'import { readAttendance } from "@/features/attendance/public";\nexport { readAttendance };',
      [],
    ],
    [
      "a session's domain importing a screen that composes it",
      "src/features/registrations/fixture.ts",
      'import { countSessionWork } from "@/features/session-desk/public";\nexport { countSessionWork };',
      [LAYERS],
    ],
    [
      "a domain's public.ts exporting a client component",
      "src/features/assessment/public.ts",
      'export { QuestionnairesDialog } from "./components/admin/questionnaires-dialog";',
      [PUBLIC_ENTRY],
    ],
    [
      "a domain's public.ts exporting a server component",
      "src/features/assessment/public.ts",
      'export { AnswerList } from "./components/public/answer-list";',
      [],
    ],
    [
      "the database importing the server",
      "src/db/fixture.ts",
      'import { logger } from "@/server/logger";\nexport { logger };',
      [LAYERS],
    ],
    [
      "the database importing a domain",
      "src/db/fixture.ts",
      'import { requestStatusLabels } from "@/features/contact/statuses";\nexport { requestStatusLabels };',
      [LAYERS],
    ],
    [
      "the database reading a domain's constants (its tables.ts does)",
      "src/db/fixture.ts",
      'import { requestStatuses } from "@/features/contact/constants";\nexport { requestStatuses };',
      [LAYERS],
    ],
    [
      "a domain reading another's table through its tables.ts",
      "src/features/certificates/fixture.ts",
      'import { registrations } from "@/features/registrations/tables";\nexport const names = registrations.trainee_name;',
      [],
    ],
    [
      "a session's domain reading a table later in its life",
      "src/features/registrations/fixture.ts",
      'import { attendanceMarks } from "@/features/attendance/tables";\nexport const marks = attendanceMarks.status;',
      [LAYERS],
    ],
    [
      "a domain writing another's table",
      "src/features/certificates/fixture.ts",
      'import type { Transaction } from "@/db/client";\nimport { registrations } from "@/features/registrations/tables";\nexport const clear = (tx: Transaction) => tx.update(registrations).set({ funder_file_number: null });',
      [OWN_TABLES],
    ],
    [
      "a domain writing another's table through the module's namespace",
      "src/features/certificates/fixture.ts",
      'import type { Transaction } from "@/db/client";\nimport * as registrationTables from "@/features/registrations/tables";\nexport const clear = (tx: Transaction) => tx.delete(registrationTables.registrations);',
      [OWN_TABLES],
    ],
    [
      "a domain writing its own table",
      "src/features/certificates/fixture.ts",
      'import type { Transaction } from "@/db/client";\nimport { attendanceCertificates } from "./tables";\nexport const clear = (tx: Transaction) => tx.delete(attendanceCertificates);',
      [],
    ],
    [
      "a domain's tables.ts naming another's table and constants",
      "src/features/attendance/tables.ts",
      'import { halfDays } from "@/features/sessions/constants";\nimport { trainingSessions } from "@/features/sessions/tables";\nexport const keys = [halfDays, trainingSessions.id];',
      [],
    ],
    [
      "a domain's other file reading another's constants",
      "src/features/attendance/fixture.ts",
      'import { halfDays } from "@/features/sessions/constants";\nexport { halfDays };',
      [LAYERS],
    ],
    [
      "the server reading a domain's table",
      "src/server/fixture.ts",
      'import { registrations } from "@/features/registrations/tables";\nexport const names = registrations.trainee_name;',
      [LAYERS],
    ],
    [
      "a domain importing the jobs that call it",
      "src/features/registrations/fixture.ts",
      'import { startJobs } from "@/jobs/registry";\nexport { startJobs };',
      [LAYERS],
    ],
    [
      "lib importing the database",
      "src/lib/fixture.ts",
      'import { rawRows } from "@/db/client";\nexport { rawRows };',
      [LAYERS],
    ],
    [
      "the server importing a domain",
      "src/server/fixture.ts",
      'import { initials } from "@/features/accounts/public";\nexport { initials };',
      [LAYERS],
    ],
    [
      "a domain importing a route",
      "src/features/blog/fixture.ts",
      'import BlogPage from "@/app/dashboard/blog/page";\nexport { BlogPage };',
      [LAYERS],
    ],
    [
      "a client component importing its domain's tables",
      "src/features/contact/components/admin/fixture.tsx",
      '"use client";\nimport { contactRequests } from "../../tables";\nexport { contactRequests };',
      [CLIENT],
    ],
    [
      "a client component importing a server type",
      "src/components/ui/fixture.tsx",
      '"use client";\nimport type { CurrentUser } from "@/server/auth/current-user";\nexport type T = CurrentUser;',
      [CLIENT],
    ],
    [
      "a client component importing its domain's server-only reads",
      "src/features/blog/components/admin/fixture.tsx",
      '"use client";\nimport type { ArticleRow } from "../../admin-queries";\nexport type T = ArticleRow;',
      [CLIENT],
    ],
    [
      "a client component calling its domain's server action",
      "src/features/blog/components/admin/fixture.tsx",
      '"use client";\nimport { deleteArticle } from "../../actions";\nexport { deleteArticle };',
      [],
    ],
    [
      "a client component importing its domain's plain types",
      "src/features/blog/components/public/fixture.tsx",
      '"use client";\nimport type { BlogPostCard } from "../../types";\nexport type T = BlogPostCard;',
      [],
    ],
    [
      "a server action that writes without checking who asks",
      "src/features/blog/fixture.ts",
      '"use server";\nimport { getDb } from "@/server/database";\nimport { blogPosts } from "./tables";\nexport async function unpublishAll(): Promise<void> {\n  await (await getDb()).update(blogPosts).set({ published: false });\n}',
      [WRAPPERS],
    ],
    [
      "a server action that checks the id it is given, not who asks",
      "src/features/blog/fixture.ts",
      '"use server";\nimport { targetId } from "@/server/admin-mutation";\nimport { getDb } from "@/server/database";\nimport { eq } from "drizzle-orm";\nimport { blogPosts } from "./tables";\nexport async function unpublish(id: number) {\n  const target = targetId(id);\n  await (await getDb()).update(blogPosts).set({ published: false }).where(eq(blogPosts.id, target));\n}',
      [WRAPPERS],
    ],
    [
      "a server action that ignores its wrapper's refusal",
      "src/features/blog/fixture.ts",
      '"use server";\nimport { adminAction } from "@/server/admin-mutation";\nimport { getDb } from "@/server/database";\nimport { recordId } from "@/lib/validation";\nimport { blogPosts } from "./tables";\nexport async function unpublishAll(id: number) {\n  await adminAction({ name: "unpublishAll", schema: recordId }, id, async () => ({ ok: true }));\n  await (await getDb()).update(blogPosts).set({ published: false });\n}',
      [WRAPPERS],
    ],
    [
      "a server action held by a const, without a wrapper",
      "src/features/blog/fixture.ts",
      '"use server";\nimport { getDb } from "@/server/database";\nimport { blogPosts } from "./tables";\nexport const unpublishAll = async () => {\n  await (await getDb()).update(blogPosts).set({ published: false });\n};',
      [WRAPPERS],
    ],
    [
      "a server action exported from another module",
      "src/features/blog/fixture.ts",
      '"use server";\nexport { deleteArticle } from "./actions";',
      [WRAPPERS],
    ],
    [
      "a server action through the staff's wrapper",
      "src/features/blog/fixture.ts",
      '"use server";\nimport { adminMutation } from "@/server/admin-mutation";\nimport { recordId } from "@/lib/validation";\nimport { blogPosts } from "./tables";\nexport async function unpublishAll(id: number) {\n  return adminMutation({ name: "unpublishAll", schema: recordId }, id, async (_id, { tx }) => {\n    await tx.update(blogPosts).set({ published: false });\n    return { ok: true };\n  });\n}',
      [],
    ],
    [
      "a link holder's action through its wrapper",
      "src/features/surveys/fixture.ts",
      '"use server";\nimport { linkAction } from "@/server/link-action";\nexport async function answer(token: string): Promise<void> {\n  return linkAction("survey", { log: "Échec", address: `/avis/${token}?erreur` }, async () => `/avis/${token}`);\n}',
      [],
    ],
    [
      "an Astro action's module (no directive) that writes without checking who asks",
      "src/features/blog/link-actions.ts",
      'import { getDb } from "@/server/database";\nimport { blogPosts } from "./tables";\nexport async function unpublishAll(): Promise<void> {\n  await (await getDb()).update(blogPosts).set({ published: false });\n}',
      [WRAPPERS],
    ],
    [
      "a personal link's Astro action through its wrapper",
      "src/features/surveys/link-actions.ts",
      'import { linkAction, type LinkPost } from "@/server/link-action";\nexport async function answer({ token }: LinkPost) {\n  return linkAction("survey", { log: "Échec", address: `/avis/${token}?erreur` }, async () => `/avis/${token}`);\n}',
      [],
    ],
    [
      "a raw subquery comparing with the outer query's column as Drizzle writes it",
      "src/features/catalogue/fixture.ts",
      'import { sql } from "drizzle-orm";\nimport { formations } from "@/features/formations/tables";\nimport { trainingSessions } from "@/features/sessions/tables";\nexport const next = sql`(SELECT ${trainingSessions.id} FROM ${trainingSessions} WHERE ${trainingSessions.formation_id} = ${formations.id})`;',
      [OUTER],
    ],
    [
      "a raw subquery naming the outer query's column with its table",
      "src/features/catalogue/fixture.ts",
      'import { sql } from "drizzle-orm";\nimport { outerColumn } from "@/db/outer-column";\nimport { formations } from "@/features/formations/tables";\nimport { trainingSessions } from "@/features/sessions/tables";\nexport const next = sql`(SELECT ${trainingSessions.id} FROM ${trainingSessions} WHERE ${trainingSessions.formation_id} = ${outerColumn(formations.id)})`;',
      [],
    ],
    [
      "a raw select joining the tables whose columns it names",
      "src/features/catalogue/fixture.ts",
      'import { sql } from "drizzle-orm";\nimport { formations } from "@/features/formations/tables";\nimport { trainingSessions } from "@/features/sessions/tables";\nexport const rows = sql`SELECT ${formations.title}, ${trainingSessions.id} FROM ${trainingSessions} JOIN ${formations} ON ${formations.id} = ${trainingSessions.formation_id}`;',
      [],
    ],
  ])("%s", async (_case, file, code, expected) => {
    expect(await rulesBroken(file, code)).toEqual(expected);
  });

  it("an import cycle", async () => {
    const [result] = await new ESLint({ cwd: root, ignore: false }).lintFiles([
      path.join(root, "tests/lint-fixtures/cycle-a.ts"),
    ]);
    expect(result!.messages.map((message) => message.ruleId)).toContain("import/no-cycle");
  });
});

describe("the routes", () => {
  it("only compose: no file in src/app is longer than 60 lines", async () => {
    const files = (await readdir(path.join(root, "src/app"), { recursive: true })).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const long = [];
    for (const file of files) {
      const lines = (await readFile(path.join(root, "src/app", file), "utf8"))
        .trimEnd()
        .split("\n").length;
      if (lines > 60) long.push(`${file}: ${lines}`);
    }
    expect(files.length).toBeGreaterThan(40);
    expect(long).toEqual([]);
  });
});

/** What Astro runs: its pages, actions and middleware. */
const ASTRO_CODE = "src/site/**/*.{ts,tsx,astro}";

/** The files `pattern` matches, a walk's entries. */
function entriesOf(pattern: string): string[] {
  const entries = globSync(pattern, { cwd: root }).map((file) => path.join(root, file));
  expect(entries.length).toBeGreaterThan(0);
  return entries;
}

/** Next.js's modules the files matched by `pattern` reach, each with the chain that reaches it. */
function nextModulesReached(pattern: string): string[] {
  return [...packagesReached(entriesOf(pattern))]
    .filter(([name]) => /^next(\/|$)/.test(name))
    .map(([name, chain]) => `${name} ← ${chain.slice(0, -1).map(relativeToRoot).join(" → ")}`);
}

describe("the public site's bundle (decision 085)", () => {
  it("reaches no module of Next.js from Astro's pages, actions and middleware", () => {
    expect(nextModulesReached(ASTRO_CODE)).toEqual([]);
  });

  it("is walked through every value import, as the staff area's shows", () => {
    const reached = nextModulesReached("src/app/dashboard/layout.tsx");
    // Its own import, and one a few files away (a sidebar link).
    expect(reached).toContain("next/headers ← src/app/dashboard/layout.tsx");
    expect(reached.join("\n")).toMatch(/^next\/link ← src\/app\/dashboard\/layout\.tsx → /m);
  });

  it("is styled from every file Astro's pages render: its stylesheet leaves out none of them", () => {
    const stylesheet = path.join(root, "src/site/styles/site.css");
    const excluded = [...readFileSync(stylesheet, "utf8").matchAll(/@source not "([^"]+)";/g)].map(
      ([, glob]) => path.resolve(path.dirname(stylesheet), glob!),
    );
    expect(excluded.length).toBeGreaterThan(3);
    const reached = [...filesReached(entriesOf(ASTRO_CODE)).keys()];
    // A glob names a folder's files, or the files themselves.
    const left = reached.filter((file) =>
      excluded.some((glob) => path.matchesGlob(file, glob) || path.matchesGlob(file, `${glob}/**`)),
    );
    expect(left.map(relativeToRoot)).toEqual([]);
    // The check itself: a staff-area file is matched.
    const adminList = path.join(root, "src/components/ui/admin-list.tsx");
    expect(excluded.some((glob) => path.matchesGlob(adminList, glob))).toBe(true);
  });

  it("leaves out the imports of types only, erased from the bundle", () => {
    const file = path.join(root, "tests/lint-fixtures/type-and-value-imports.ts");
    expect(valueImports(file)).toEqual(["drizzle-orm", "./cycle-a", "node:path"]);
  });
});
