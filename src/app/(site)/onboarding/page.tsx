import { Icon } from "@/components/ui/icon";
import { pageMetadata } from "@/server/seo";
import { siteConfig } from "@/config/site";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Toaster } from "@/components/ui/toaster";
import { paths } from "@/config/paths";
import { getDb } from "@/server/database";
import { OnboardingForm } from "@/features/accounts/components/public/onboarding-form";
import { onboardingDefaults } from "@/features/accounts/onboarding-defaults";
import { getCurrentUser } from "@/server/auth/request-user";
import { homeOf } from "@/server/auth/pages";

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Finaliser l'inscription",
  description:
    "Complétez votre profil et choisissez votre mot de passe pour rejoindre l'espace de l'équipe.",
  path: paths.onboarding,
  noIndex: true,
});

export default async function OnboardingPage() {
  const user = await getCurrentUser();
  if (!user) redirect(paths.login);
  if (!user.needsOnboarding) redirect(homeOf(user));
  return (
    <div className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8">
        <p className="flex items-center gap-2 font-bold text-brand-green-ink">
          <Icon name="circle-check" className="size-5" /> Email confirmé
        </p>
        <h1 className="mt-2 font-display text-3xl font-bold">Finalisez votre inscription</h1>
        <p className="mt-2 text-ink/80">Complétez votre profil et choisissez votre mot de passe.</p>
        <div className="mt-6">
          <OnboardingForm
            email={user.email}
            hasProfile={Boolean(user.profile)}
            defaults={await onboardingDefaults(await getDb(), user)}
          />
        </div>
      </div>
      <Toaster />
    </div>
  );
}
