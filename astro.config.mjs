// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { iconSpriteDigest } from "./src/components/ui/icon-sprite.ts";

/**
 * The public site (docs/decisions/085-public-site-on-astro.md): Astro renders its pages from the
 * same React components and feature queries as the dashboard, server-side on each first request
 * (then from the page cache), with client JavaScript only in the islands that act. It builds to a
 * request handler that scripts/site-server.mjs mounts in front of Next.js, on one port.
 */
/**
 * `client:interaction` (src/site/directives/interaction.ts): islands that wake when used.
 * @returns {import("astro").AstroIntegration}
 */
function islandsWakingOnInteraction() {
  return {
    name: "islands-waking-on-interaction",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) =>
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("src/site/directives/interaction.ts", import.meta.url)),
        }),
    },
  };
}

export default defineConfig({
  srcDir: "./src/site",
  // The files of public/ are served by Next.js, once, for both frameworks.
  publicDir: "./src/site/no-public-files",
  outDir: "./dist",
  output: "server",
  adapter: node({ mode: "middleware", bodySizeLimit: 1024 * 1024 }),
  integrations: [react(), islandsWakingOnInteraction()],
  // Pages are rendered from the database at run time: none is built ahead.
  prefetch: false,
  // /cgu/ is not /cgu: Next.js answers it with a redirect to the address without the slash.
  trailingSlash: "never",
  devToolbar: { enabled: false },
  // The origin check of posted forms is ours, one for both frameworks (server/request-guards.ts).
  security: { checkOrigin: false },
  build: { inlineStylesheets: "never", format: "preserve" },
  vite: {
    define: { "process.env.ICON_SPRITE_DIGEST": JSON.stringify(iconSpriteDigest()) },
    resolve: {
      // `server-only` throws outside React's server condition: its empty module is what a server
      // bundle is meant to get.
      alias: {
        "server-only": fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url)),
      },
    },
  },
});
