import type { ImgHTMLAttributes } from "react";
import { IMAGE_OPTIMISER, IMAGE_QUALITY, imageWidths } from "@/config/images";

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "loading"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Eager, for the image the page opens with: React's server renderer then preloads it. */
  preload?: boolean;
};

const allWidths = [...imageWidths.imageSizes, ...imageWidths.deviceSizes].sort((a, b) => a - b);

/**
 * The widths to offer, as next/image chooses them: with `sizes`, every width from the smallest
 * share of the viewport it names; without, the image's width and twice it, as 1× and 2×.
 */
function offeredWidths(width: number, sizes: string | undefined) {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    const smallest = shares.length ? Math.min(...shares) / 100 : 0;
    const least = imageWidths.deviceSizes[0]! * smallest;
    return { widths: allWidths.filter((candidate) => candidate >= least), kind: "w" as const };
  }
  const fitting = (wanted: number) =>
    allWidths.find((candidate) => candidate >= wanted) ?? allWidths[allWidths.length - 1]!;
  return { widths: [...new Set([fitting(width), fitting(width * 2)])], kind: "x" as const };
}

const optimised = (src: string, width: number) =>
  `${IMAGE_OPTIMISER}?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;

/**
 * An optimised image for the public pages, rendered on the server: the `<img>` next/image would
 * write (widths, formats through the optimiser, lazy loading), with no client code and nothing
 * from Next.js, so that Astro's pages render it as the dashboard does.
 */
export function Picture({ src, alt, width, height, sizes, preload, style, ...rest }: PictureProps) {
  const { widths, kind } = offeredWidths(width, sizes);
  const srcSet = widths
    .map(
      (candidate, index) =>
        `${optimised(src, candidate)} ${kind === "w" ? candidate : index + 1}${kind}`,
    )
    .join(", ");
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser's own attributes
    <img
      {...rest}
      alt={alt}
      width={width}
      height={height}
      loading={preload ? undefined : "lazy"}
      decoding="async"
      // An image's text is transparent while it loads, so that its alt text does not flash; a
      // decorative image (alt="") has none, and the style would only lengthen the page.
      style={alt ? { color: "transparent", ...style } : style}
      sizes={sizes ?? (kind === "w" ? "100vw" : undefined)}
      srcSet={srcSet}
      src={optimised(src, widths[widths.length - 1]!)}
    />
  );
}
