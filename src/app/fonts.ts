import localFont from "next/font/local";

/**
 * The one web font: the display face of the headings, from its npm package (nothing is fetched
 * from the internet), latin subset (French, including œ and €). Every heading is bold, so the file
 * is the bold face alone (13 kB) rather than the variable font's 300–700 range (22 kB,
 * docs/decisions/059-stack-weight-last-kilobytes.md); a heading set lighter would still get this
 * face. next/font preloads it and sizes a local fallback to its metrics; `optional` lets a heading
 * wait at most ~100 ms for it, then keeps the fallback for that page view, so nothing ever moves
 * when it arrives. Body text is in the system's own face, which costs nothing to load
 * (docs/decisions/044-one-web-font-calibrated-lighthouse.md).
 */
export const spaceGrotesk = localFont({
  src: "../../node_modules/@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2",
  weight: "700",
  display: "optional",
  variable: "--font-space-grotesk",
});
