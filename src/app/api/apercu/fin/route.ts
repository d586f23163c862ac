import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { paths } from "@/config/paths";
import { PREVIEW_COOKIE, previewableAddress } from "@/server/preview";

/** 'Quitter l'aperçu': back to the public page as visitors see it (a draft's is not found). */
export async function GET(request: NextRequest) {
  (await cookies()).delete(PREVIEW_COOKIE);
  redirect(previewableAddress(request.nextUrl.searchParams.get("adresse")) ?? paths.home);
}
