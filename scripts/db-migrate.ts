// npm run db:migrate — applies pending migrations to the configured database (PGlite in
// DATA_DIR, or DATABASE_URL). The server also does this at start.
import "./load-env.mjs";
import { getDatabaseHandle } from "@/server/database";

const handle = await getDatabaseHandle();
console.log(`Migrations appliquées (${handle.kind === "postgres" ? "PostgreSQL" : "PGlite"}).`);
await handle.close();
