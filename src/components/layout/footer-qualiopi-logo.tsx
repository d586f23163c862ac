"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";

/**
 * The footer's Qualiopi mark. Hidden on formation pages (they carry their own certification
 * information) and when the image cannot be loaded, rather than showing a broken picture.
 */
export function FooterQualiopiLogo() {
  const pathname = usePathname();
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // The image may have failed before hydration attached onError.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed || pathname.startsWith("/formation/")) return null;
  return (
    // A plain <img>: the SVG needs no resizing, and onError must see the real request fail.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={image}
      src="/images/qualiopi.svg"
      alt="Qualiopi, processus certifié, République française"
      width={180}
      height={90}
      loading="lazy"
      data-testid="footer-qualiopi"
      onError={() => setFailed(true)}
      className="h-auto w-44 rounded-xl bg-white p-2"
    />
  );
}
