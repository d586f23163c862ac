import { worldBackdropSvg } from "@/features/catalogue/world-map";
import { immutableSvgResponse } from "@/lib/xml";

// Drawn once at build time from the shipped TopoJSON; pages ask for it under its digest
// (worldBackdropAddress).
export const dynamic = "force-static";

export function GET() {
  return immutableSvgResponse(worldBackdropSvg());
}
