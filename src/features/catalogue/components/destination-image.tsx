"use client";

import Image from "next/image";
import { useState } from "react";

/** A destination's illustration, left out when it cannot be loaded (no broken-image icon). */
export function DestinationImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      src={src}
      alt=""
      width={640}
      height={360}
      sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
      className="aspect-video w-full object-cover"
      onError={() => setFailed(true)}
    />
  );
}
