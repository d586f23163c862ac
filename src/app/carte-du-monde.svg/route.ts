import { worldBackdropSvg } from "@/features/formations/world-map";

// Drawn once at build time from the shipped TopoJSON; no data involved.
export const dynamic = "force-static";

export function GET() {
  return new Response(worldBackdropSvg(), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // The same for every build: browsers keep it a day, proxies a year.
      "Cache-Control": "public, max-age=86400, s-maxage=31536000",
    },
  });
}
