import { defineConfig } from "drizzle-kit";

// Migrations are generated from the tables files (each domain owns its tables, decision 082) with `npx drizzle-kit generate` and applied by
// the application itself at start (src/db/migrate.ts), on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/features/*/tables.ts", "./src/server/**/tables.ts"],
  out: "./src/db/migrations",
});
