import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // Outside Next.js the "server-only" guard has nothing to guard: tests run on the server.
      "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    // The effects a session's life sets off across domains, as instrumentation.ts provides them.
    setupFiles: ["tests/support/life-effects.ts"],
    include: ["src/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    // PGlite boots a WebAssembly Postgres per suite: give it time on a 2-core machine.
    testTimeout: 60_000,
    // Two suites at a time (Vitest's default on two cores is one): each has its own databases and
    // SMTP server, and much of an integration suite's time is spent waiting on PostgreSQL.
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
});
