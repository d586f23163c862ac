import { Sparkles } from "lucide-react";
import type { Metadata } from "next";
import { signedInPage } from "@/server/auth/pages";

export const metadata: Metadata = { title: "Mon espace" };

export default async function PersonalSpacePage() {
  await signedInPage();
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Tableau de bord</h1>
      <p className="mt-1 text-ink/70">Bienvenue sur votre espace personnel</p>
      <section className="mt-8 flex gap-4 rounded-3xl border border-ink/10 bg-white p-6 shadow-sm">
        <Sparkles aria-hidden className="size-6 shrink-0 text-brand-pink-ink" />
        <div>
          <h2 className="font-bold">De nouvelles fonctionnalités arrivent bientôt</h2>
          <p className="mt-1 text-ink/80">
            Votre espace s&apos;enrichira prochainement. En attendant, tenez vos coordonnées à jour
            depuis « Gérer mon compte ».
          </p>
        </div>
      </section>
    </>
  );
}
