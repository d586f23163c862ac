import localFont from "next/font/local";

/**
 * The two typefaces, from their npm packages (nothing is fetched from the internet), latin subset
 * (French, including œ and €). next/font preloads them and sizes a local fallback to their
 * metrics, so text shows at once and does not move when the font arrives.
 */
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "optional",
  variable: "--font-inter",
});

export const spaceGrotesk = localFont({
  src: "../../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  weight: "300 700",
  display: "optional",
  variable: "--font-space-grotesk",
});
