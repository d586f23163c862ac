// The islands spike (issue 49, decision 076): three public pages rendered by Astro from the
// site's own React components and feature queries. Next.js's modules the components import are
// replaced by the small shims beside this file; a "use server" module becomes, in the browser,
// calls to one route handler (server-actions.mjs).
import { fileURLToPath } from "node:url";
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { iconSpriteDigest } from "../../src/components/ui/icon-sprite";
import { serverActions } from "./server-actions.mjs";

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react()],
  // The site's stylesheet is Next.js's own build (linked by the layout), not compiled again here.
  build: { inlineStylesheets: "never" },
  devToolbar: { enabled: false },
  // Behind serve.mjs Astro sees its own loopback address, not the page's origin, so its check of
  // a post's Origin would refuse every action: the action route checks it against SITE_URL.
  security: { checkOrigin: false },
  telemetry: false,
  vite: {
    plugins: [serverActions()],
    resolve: {
      alias: [
        { find: /^@\//, replacement: here("../../src/") },
        { find: /^server-only$/, replacement: here("shims/server-only.ts") },
        { find: /^next\/link$/, replacement: here("shims/next-link.tsx") },
        { find: /^next\/navigation$/, replacement: here("shims/next-navigation.ts") },
        { find: /^next\/headers$/, replacement: here("shims/next-headers.ts") },
        { find: /^next\/cache$/, replacement: here("shims/next-cache.ts") },
        { find: /^next\/image$/, replacement: here("shims/next-image.ts") },
      ],
    },
    // External packages resolve from dist/, so from this spike's node_modules first, where Astro
    // brings zod 3: the site's zod 4 is bundled instead.
    ssr: { noExternal: ["zod"] },
    define: { "process.env.ICON_SPRITE_DIGEST": JSON.stringify(iconSpriteDigest()) },
  },
});
