import { iconSpriteSvg } from "@/components/ui/icon-sprite";
import { immutableSvgResponse } from "@/lib/xml";

// Drawn once at build time from lucide's icon modules; pages ask for it under its digest (Icon).
export const dynamic = "force-static";

export function GET() {
  return immutableSvgResponse(iconSpriteSvg());
}
