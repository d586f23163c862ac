import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { demoDatabase, demoDatabaseWithStaff, emptyDatabase } from "./fixture-database";

/**
 * Builds the database templates once for the whole run, before the workers start: built by each
 * worker instead, three at once, they pushed the first specs' servers past their 60 s start.
 * Workers inherit E2E_TEMPLATES and copy from there.
 */
export default async function globalSetup() {
  const root = mkdtempSync(path.join(tmpdir(), "e2e-templates-"));
  // Set first: each template starts from a copy of the one before it.
  process.env.E2E_TEMPLATES = root;
  for (const template of [emptyDatabase, demoDatabase, demoDatabaseWithStaff])
    await template.build(root);
  return () => rmSync(root, { recursive: true, force: true });
}
