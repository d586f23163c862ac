import { iconSpriteSvg } from "@/components/ui/icon-sprite";

// Drawn once at build time from lucide's icon modules; no data involved.
export const dynamic = "force-static";

export function GET() {
  return new Response(iconSpriteSvg(), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // Pages ask for it under an address that carries the sprite's digest (Icon): kept for
      // good, a new sprite comes under a new address.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
