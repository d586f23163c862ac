"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Every new path starts at the top of the page, whatever the previous scroll position. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
