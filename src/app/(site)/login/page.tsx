import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { getDb } from "@/db/client";
import { LoginPanel } from "@/features/accounts/components/login-panel";
import { invitationView } from "@/features/accounts/invitation-view";
import { getCurrentUser } from "@/server/auth/current-user";
import { homeOf } from "@/server/auth/pages";

export const metadata: Metadata = {
  title: "Espace Personnel",
  robots: { index: false },
  alternates: { canonical: paths.login },
};

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const token = (await searchParams).invitation;
  const invitation = typeof token === "string" ? token : undefined;
  const [user, view] = await Promise.all([getCurrentUser(), invitationView(await getDb(), invitation)]);
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
