"use client";

import { paths } from "@/config/paths";
import type { IconName } from "./icon-sprite";

/**
 * A decorative icon of the public pages, drawn from the sprite: the text beside it says what it
 * means. The sprite's address carries its digest, set at build time (next.config.ts), so that
 * client components can draw icons too without shipping the drawings. A client component itself:
 * a server page's payload then names the icon in a few words instead of carrying its markup.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    // Sized by the stylesheet: 24 px unless a class says otherwise (globals.css, base layer).
    <svg aria-hidden="true" className={className}>
      <use href={`${paths.iconSprite}?v=${process.env.ICON_SPRITE_DIGEST}#${name}`} />
    </svg>
  );
}
