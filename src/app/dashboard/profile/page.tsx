import type { Metadata } from "next";
import { ProfileForm } from "@/features/accounts/components/admin/profile-form";
import { profileValuesOf } from "@/features/accounts/schema";
import { signedInPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "Gérer mon compte" };

export default async function ProfilePage() {
  const { profile } = await signedInPage();
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Gérer mon compte</h1>
      <p className="mt-1 text-ink/70">Modifiez vos informations personnelles</p>
      <section className="mt-8 max-w-2xl rounded-3xl border border-ink/10 bg-white p-6 shadow-sm">
        <ProfileForm defaults={profileValuesOf(profile)} />
      </section>
    </>
  );
}
