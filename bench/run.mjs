// npm run bench — serves the production build on a fresh seeded PGlite and measures, for a few
// pages, requests per second and p50/p99 latency with concurrent keep-alive clients on loopback.
// Figures go to docs/benchmarks.md by hand, with the date, the machine and this command.
import { cpus } from "node:os";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { startNextOnFreshData, waitUntilServing } from "../scripts/next-process.mjs";

const PORT = 3200;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = [
  "/",
  "/formations/locaux",
  "/formations/etranger",
  "/formations/evenements",
  "/formation/python-pour-l-analyse-de-donnees",
  "/formation/python-pour-l-analyse-de-donnees/programme.pdf",
  "/og-image.png",
  "/page-introuvable",
];
const base = `http://127.0.0.1:${PORT}`;

buildIfNeeded();
const server = startNextOnFreshData(PORT, {}, "ignore");

async function measure(pathname) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        const response = await fetch(base + pathname);
        await response.arrayBuffer();
        if (response.status >= 500) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    pathname,
    rps: Math.round(latencies.length / SECONDS),
    p50: at(0.5).toFixed(1),
    p99: at(0.99).toFixed(1),
    errors,
  };
}

try {
  await waitUntilServing(base, server, "/");
  for (const pathname of PAGES) await fetch(base + pathname); // warm the cache
  console.log(`${new Date().toISOString().slice(0, 10)} · ${cpus().length} cœurs · ${CONNECTIONS} connexions · ${SECONDS} s par page\n`);
  console.log("| Page | req/s | p50 (ms) | p99 (ms) | erreurs 5xx |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const pathname of PAGES) {
    const result = await measure(pathname);
    console.log(`| ${result.pathname} | ${result.rps} | ${result.p50} | ${result.p99} | ${result.errors} |`);
  }
} finally {
  server.kill("SIGTERM");
}
