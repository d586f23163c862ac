// Run by scripts/e2e-server.mjs on its server's fresh directory before the server opens it: a
// migrated database whose tables each have their own id range (id-ranges.ts), which the server
// then seeds, so that the demo's ids never coincide across tables.
import { emptyDatabase } from "./fixture-database";

await emptyDatabase(process.argv[2]!).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
