import type { Metadata } from "next";
import { adminPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "Tableau de bord" };

export default async function DashboardHomePage() {
  const admin = await adminPage();
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Tableau de bord</h1>
      <p className="mt-1 text-ink/70">Bonjour {admin.profile.name}, bienvenue dans l&apos;administration du site.</p>
    </>
  );
}
