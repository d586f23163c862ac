import type { Metadata } from "next";
import { pageMetadata } from "@/server/seo";
import { siteConfig } from "@/config/site";
import { redirect } from "next/navigation";
import { Toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { getDb } from "@/server/database";
import { LoginPanel } from "@/features/accounts/components/public/login-panel";
import { invitationView } from "@/features/accounts/invitation-view";
import { getCurrentUser } from "@/server/auth/request-user";
import { homeOf } from "@/server/auth/pages";
import { readOrDefault } from "@/server/read-or-default";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Espace Personnel",
  description: "Connexion à l'espace de l'équipe, et inscription des personnes invitées.",
  path: paths.login,
  noIndex: true,
});

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const token = (await searchParams).invitation;
  const invitation = typeof token === "string" ? token : undefined;
  const db = await getDb();
  // An invitation that cannot be read leaves the page as without one (the spec: silent); sign-up stays open.
  const [user, view] = await Promise.all([
    getCurrentUser(),
    readOrDefault(() => invitationView(db, invitation), null, "invitation"),
  ]);
  // Signed in, the page leads home, or to onboarding for the account this invitation created. A
  // valid invitation that is not this account's still offers its sign-up: the link is the
  // invitee's way in, whoever is signed in on this browser.
  if (user && !(view?.state === "valid" && user.invitationId !== view.id)) redirect(homeOf(user));
  return (
    <div className="px-4 py-12 sm:py-16">
      <LoginPanel invitation={view} />
      <Toaster />
    </div>
  );
}
