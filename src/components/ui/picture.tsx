import { getImageProps, type ImageProps } from "next/image";

/**
 * An optimised image for the public pages, rendered on the server: the same `<img>` (widths,
 * formats, lazy loading) as next/image's component, whose client code (5 kB gzipped) a page then
 * no longer loads. Nothing here needs the browser: next/image's component only adds a blur
 * placeholder and load callbacks, which the site does not use. `preload` makes the image eager,
 * and React's server renderer asks for every eager image from the page's head.
 */
export function Picture(image: Omit<ImageProps, "priority" | "onLoad"> & { alt: string }) {
  const { props } = getImageProps(image);
  // next/image makes an image's text transparent so that its alt text does not flash while it
  // loads; a decorative image (alt="") has none, and the style would only lengthen the page.
  const { style, ...attributes } = props;
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes
  return <img {...attributes} style={image.alt ? style : undefined} alt={image.alt} />;
}
