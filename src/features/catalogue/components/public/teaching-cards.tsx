import type { FormationPageData } from "@/features/catalogue/queries";
import { BulletList, DetailCard } from "./detail-card";
import { ProgrammeCard } from "./programme-card";
import { prerequisitesText } from "@/features/formations/public";

/** What the formation teaches and how: prerequisites, objectives, programme, methods, assessment. */
export function TeachingCards({ formation }: { formation: FormationPageData["formation"] }) {
  return (
    <>
      {/* Qualiopi: prerequisites are always stated, 'Aucun prérequis' when there are none. */}
      <DetailCard title="Prérequis" icon="graduation-cap">
        <p>{prerequisitesText(formation.prerequisites)}</p>
      </DetailCard>
      {formation.objectives?.length ? (
        <DetailCard title="Objectifs" icon="target">
          <BulletList items={formation.objectives} />
        </DetailCard>
      ) : null}
      <ProgrammeCard programme={formation.training_program} order={formation.programme_order} />
      {formation.methods_used?.length ? (
        <DetailCard title="Méthodes pédagogiques" icon="presentation">
          <BulletList items={formation.methods_used} />
        </DetailCard>
      ) : null}
      {formation.assessment_methods?.length ? (
        <DetailCard title="Méthodes d'évaluation" icon="list-checks">
          <BulletList items={formation.assessment_methods} />
        </DetailCard>
      ) : null}
    </>
  );
}
