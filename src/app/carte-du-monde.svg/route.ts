import { worldBackdropSvg } from "@/features/formations/world-map";

// Drawn once at build time from the shipped TopoJSON; no data involved.
export const dynamic = "force-static";

export function GET() {
  return new Response(worldBackdropSvg(), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // Pages ask for it under an address that carries a digest of the drawing
      // (worldBackdropAddress): kept for good, a new drawing comes under a new address.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
