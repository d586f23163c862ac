import "server-only";
import { draftMode } from "next/headers";
import { isSlug } from "@/lib/slug";
import { getCurrentUser } from "./auth/current-user";

/**
 * Whether this request is an administrator's preview: Next.js draft mode on (set by
 * /api/apercu) and an administrator signed in. The draft-mode cookie alone shows nothing. Off
 * in a page's static render, so published pages stay cached for everyone else.
 */
export async function isAdminPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const user = await getCurrentUser();
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
  published: (slug: string) => Promise<T | null>,
  preview: (slug: string) => Promise<T | null>,
): Promise<T | null> {
  if (!isSlug(slug)) return null;
  return (await isAdminPreview()) ? preview(slug) : published(slug);
}
