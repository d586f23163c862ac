import { paths } from "@/config/paths";
import { PageIntro } from "@/components/ui/page-intro";
import type { FormationOption } from "../../form-options";

function TeamSection({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="team-title" id="Team">
      <h2 id="team-title" className="mb-4 font-display text-2xl font-bold">
        L&apos;équipe qui vous répond
      </h2>
      {children}
    </section>
  );
}

/** Free mode (/contact, or /devis without a formation): the team beside the form. */
export function FreeContactLayout({
  title,
  intro,
  form,
  team,
}: {
  title: string;
  intro: string;
  form: React.ReactNode;
  team: React.ReactNode;
}) {
  return (
    <>
      <PageIntro eyebrow="Contact" title={title}>
        <p>{intro}</p>
        <p className="mt-2 text-base">
          Une réclamation ?{" "}
          <a href={paths.complaint} className="font-semibold underline underline-offset-4">
            Déposez-la avec le formulaire de réclamation
          </a>
          , qui vous donne un numéro et un délai de réponse.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr]">
        {form}
        <TeamSection>{team}</TeamSection>
      </div>
    </>
  );
}

/** Quote mode: one column naming the formation (and its event), the team below the form. */
export function QuoteLayout({
  formation,
  form,
  team,
}: {
  formation: FormationOption;
  form: React.ReactNode;
  team: React.ReactNode;
}) {
  return (
    <>
      <PageIntro
        eyebrow={formation.navigable ? "Demande de devis" : "Pré-inscription"}
        title={formation.title}
      >
        {formation.event ? (
          <p data-testid="quote-event">Formation-événement : {formation.event.nom}</p>
        ) : null}
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-16 px-4 sm:px-6">
        {/* In a box of its own: an island's element has none for space-y-16's margin. */}
        <div>{form}</div>
        <TeamSection>{team}</TeamSection>
      </div>
    </>
  );
}
