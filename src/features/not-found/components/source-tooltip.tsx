"use client";

import dynamic from "next/dynamic";

/**
 * The message with a tooltip naming its source. Every page carries the not-found screen in its
 * payload (Next.js renders it when a segment is missing), so the tooltip's code is loaded only
 * where the screen is shown: 20 kB of script less on every other page. Rendered on the server
 * as usual; until the code arrives the message shows without its tooltip.
 */
export const SourceTooltip = dynamic(() => import("./radix-source-tooltip"), {
  loading: () => null,
});
