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
  const user = await getCurrentUser();
  if (user) redirect(invitation ? paths.onboarding : homeOf(user));
  return (
    <div className="px-4 py-12 sm:py-16">
      <LoginPanel invitation={await invitationView(await getDb(), invitation)} />
      <Toaster />
    </div>
  );
}
