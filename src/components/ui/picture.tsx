import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/**
 * An optimised image for the public pages, rendered on the server: the same `<img>` (widths,
 * formats, lazy loading) as next/image's component, whose client code (5 kB gzipped) a page then
 * no longer loads. Nothing here needs the browser: next/image's component only adds a blur
 * placeholder and load callbacks, which the site does not use. `preload` asks for the image
 * from the page's head, as the component's own prop does.
 */
export function Picture({ preload = false, ...image }: Omit<ImageProps, "priority" | "onLoad"> & { alt: string }) {
  const { props } = getImageProps({ ...image, preload });
  if (preload && typeof props.src === "string") {
    preloadResource(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // next/image makes an image's text transparent so that its alt text does not flash while it
  // loads; a decorative image (alt="") has none, and the style would only lengthen the page.
  const { style, ...attributes } = props;
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own attributes
  return <img {...attributes} style={image.alt ? style : undefined} alt={image.alt} />;
}
