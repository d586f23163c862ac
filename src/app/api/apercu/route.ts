import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { siteConfig } from "@/config/site";
import { adminRoute } from "@/server/auth/admin-route";
import { PREVIEW_COOKIE, previewableAddress } from "@/server/preview";

/** 'Aperçu' in the dashboard: an administrator opens a draft formation or article at its public address. */
export async function GET(request: NextRequest) {
  return adminRoute(async () => {
    const address = previewableAddress(request.nextUrl.searchParams.get("adresse"));
    if (!address)
      return new Response(
        "Adresse d'aperçu invalide : seule une page de formation ou d'article peut être prévisualisée.",
        { status: 400 },
      );
    (await cookies()).set(PREVIEW_COOKIE, "1", {
      httpOnly: true,
      sameSite: "lax",
      secure: siteConfig.baseUrl.startsWith("https:"),
      path: "/",
    });
    redirect(address);
  });
}
