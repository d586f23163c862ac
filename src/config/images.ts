/**
 * The widths the image optimiser (Next.js's, at /_next/image) makes, shared by next.config.ts
 * and the pages' <img> (components/ui/picture.tsx): the widths the site's slots need (cards up
 * to 360 CSS px, full width on phones at 2–3×, avatars of 56 px), not Next.js's nine defaults up
 * to 3,840 px, which lengthened every card in the HTML for widths no source image has.
 */
export const imageWidths = {
  deviceSizes: [640, 828, 1080, 1280, 1920],
  imageSizes: [64, 128, 256, 384],
};

export const IMAGE_OPTIMISER = "/_next/image";
export const IMAGE_QUALITY = 75;
