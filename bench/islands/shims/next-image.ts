// next/image's getImageProps with the site's image settings: the same srcset and addresses
// (served by the Next.js server behind, through the middleware's proxy) as the site's pages.
import { getImgProps } from "next/dist/shared/lib/get-img-props.js";
import { imageConfigDefault, prepareImageConfig } from "next/dist/shared/lib/image-config.js";
import imageLoader from "next/dist/shared/lib/image-loader.js";
import type { ImageProps } from "next/dist/shared/lib/get-img-props";
import nextConfig from "../../../next.config";

// A CommonJS module: Node gives its exports object as the default import.
const defaultLoader = (imageLoader as unknown as { default: typeof imageLoader }).default;
const imgConf = prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images });

export type { ImageProps };

export function getImageProps(image: ImageProps) {
  const { props } = getImgProps(image, { defaultLoader, imgConf });
  for (const [name, value] of Object.entries(props))
    if (value === undefined) delete (props as Record<string, unknown>)[name];
  return { props };
}
