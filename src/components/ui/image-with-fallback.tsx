"use client";

import Image, { type ImageProps } from "next/image";
import { useState } from "react";

/** An image replaced by `fallback` (nothing by default) when it cannot be loaded. */
export function ImageWithFallback({ fallback = null, ...props }: ImageProps & { fallback?: React.ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (failed) return fallback;
  // eslint-disable-next-line jsx-a11y/alt-text -- alt comes with the props
  return <Image {...props} onError={() => setFailed(true)} />;
}
