// The Astro floor's configuration: the public site's framework, adapter and React integration
// (../../../astro.config.mjs), nothing of ours. Its pages render on each request, as ours do on
// their first; what Lighthouse weighs is what reaches the browser.
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";

export default defineConfig({
  output: "server",
  adapter: node({ mode: "standalone" }),
  integrations: [react()],
  devToolbar: { enabled: false },
});
