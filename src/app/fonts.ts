import localFont from "next/font/local";

/**
 * The one web font: the display face of the headings, from its npm package (nothing is fetched
 * from the internet), cut to the characters French needs (scripts/subset-heading-font.sh: 9.9 kB
 * instead of the package's 12.8 kB latin subset, decision 074). Every heading is bold, so the file
 * is the bold face alone rather than the variable font's 300–700 range (22 kB,
 * docs/decisions/059-stack-weight-last-kilobytes.md); a heading set lighter would still get this
 * face. next/font preloads it and sizes a local fallback to its metrics; `optional` lets a heading
 * wait at most ~100 ms for it, then keeps the fallback for that page view, so nothing ever moves
 * when it arrives. Body text is in the system's own face, which costs nothing to load
 * (docs/decisions/044-one-web-font-calibrated-lighthouse.md).
 */
export const spaceGrotesk = localFont({
  src: "./fonts/space-grotesk-700-fr.woff2",
  weight: "700",
  display: "optional",
  variable: "--font-space-grotesk",
});
