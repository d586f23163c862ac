import { defineConfig } from "drizzle-kit";

// Migrations are generated from src/db/schema.ts with `npx drizzle-kit generate` and applied by
// the application itself at start (src/db/migrate.ts), on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
