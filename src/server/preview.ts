import "server-only";
import { isSlug } from "@/lib/slug";
import { readCurrentUser } from "./auth/current-user";

/**
 * The cookie 'Aperçu' sets (/api/apercu) and 'Quitter l'aperçu' removes. It only asks: the
 * page shows a draft when an administrator's session comes with it, so it holds no secret.
 */
export const PREVIEW_COOKIE = "apercu";

/** Whether the request asks for a preview: the page cache then neither serves nor keeps it. */
export function asksForPreview(headers: Headers): boolean {
  const cookies = headers.get("cookie") ?? "";
  return cookies.split(";").some((cookie) => cookie.trim().startsWith(`${PREVIEW_COOKIE}=`));
}

/** Whether this request is an administrator's preview: the preview cookie, and an administrator signed in. */
export async function isAdminPreview(headers: Headers): Promise<boolean> {
  if (!asksForPreview(headers)) return false;
  const user = await readCurrentUser(headers);
  return Boolean(user?.isAdmin && !user.needsOnboarding);
}

/** The public pages a preview may open: a formation's or an article's, nothing else (no open redirect). */
export function previewableAddress(address: string | null): string | null {
  const match = /^\/(?:formation|blog)\/([^/]+)$/.exec(address ?? "");
  return match && isSlug(match[1]!) ? address : null;
}

/**
 * A page's content by its address's slug: the published version, or for an administrator's
 * preview any version, draft included; null for a slug no page can have.
 */
export async function publishedOrPreview<T>(
  slug: string,
  preview: boolean,
  published: (slug: string) => Promise<T | null>,
  anyVersion: (slug: string) => Promise<T | null>,
): Promise<T | null> {
  if (!isSlug(slug)) return null;
  return preview ? anyVersion(slug) : published(slug);
}
