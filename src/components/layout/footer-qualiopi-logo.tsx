"use client";

import { useEffect, useRef, useState } from "react";

/**
 * The footer's Qualiopi mark, with the sentence the mark's rules of use require beside it: the
 * categories of actions the certificate covers. Hidden on formation pages (they carry their own
 * certification information: the layout leaves it out there) and when the image cannot be
 * loaded, rather than showing a broken picture.
 */
export function FooterQualiopiLogo({ categories }: { categories: string[] }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // The image may have failed before hydration attached onError.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return null;
  return (
    <figure className="space-y-2" data-testid="footer-qualiopi">
      {/* A plain <img>: the SVG needs no resizing, and onError must see the real request fail. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        ref={image}
        src="/images/qualiopi.svg"
        alt="Qualiopi, processus certifié, République française"
        width={180}
        height={90}
        loading="lazy"
        onError={() => setFailed(true)}
        className="h-auto w-44 rounded-xl bg-white p-2"
      />
      <figcaption className="max-w-sm text-xs text-white/75">
        La certification qualité a été délivrée au titre de la ou des catégories d&apos;actions
        suivantes : {categories.join(", ")}.
      </figcaption>
    </figure>
  );
}
