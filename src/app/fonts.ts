import localFont from "next/font/local";

/**
 * The one web font: the display face of the headings, from its npm package (nothing is fetched
 * from the internet), latin subset (French, including œ and €; 23 kB). next/font preloads it and
 * sizes a local fallback to its metrics; `optional` lets a heading wait at most ~100 ms for it,
 * then keeps the fallback for that page view, so nothing ever moves when it arrives. Body text
 * is in the system's own face, which costs nothing to load (decision 44).
 */
export const spaceGrotesk = localFont({
  src: "../../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  weight: "300 700",
  display: "optional",
  variable: "--font-space-grotesk",
});
