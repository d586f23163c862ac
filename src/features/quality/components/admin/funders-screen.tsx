import { AdminCard, Badge, CardActions } from "@/components/ui/admin-list";
import { DeleteButton } from "@/components/ui/delete-button";
import { deleteFunder } from "@/features/surveys/admin-client";
import { FunderDialog } from "./funder-dialog";
import { QualiopiList } from "./qualiopi-list";
import { type listFunders } from "@/features/surveys/public";

type ListedFunder = Awaited<ReturnType<typeof listFunders>>[number];

/** Where a funder's yearly survey stands: answered, sent, or leaving with the next hourly run. */
function surveyState(funder: ListedFunder, year: number): [string, "green" | "yellow" | "gray"] {
  if (funder.answered_in === year) return [`A répondu au questionnaire ${year}`, "green"];
  if (funder.asked_in === year) return [`Questionnaire ${year} envoyé`, "yellow"];
  return [`Questionnaire ${year} à envoyer dans l'heure`, "gray"];
}

/** 'Financeurs': the funders and their contacts, each asked once a year (Qualiopi indicator 30). */
export function FundersScreen({ funders, year }: { funders: ListedFunder[]; year: number }) {
  return (
    <QualiopiList
      title="Financeurs"
      description="Les financeurs avec qui vous travaillez : leur contact reçoit chaque année un court questionnaire sur votre collaboration (indicateur Qualiopi 30)"
      add={<FunderDialog />}
      empty={
        funders.length === 0
          ? "Aucun financeur pour le moment : ajoutez les OPCO, France Travail ou la Région qui financent vos stagiaires."
          : null
      }
    >
      {funders.map((funder) => {
        const [state, tone] = surveyState(funder, year);
        return (
          <AdminCard key={funder.id}>
            <h2 className="font-display text-lg font-bold">{funder.name}</h2>
            <p className="mt-2 text-sm">
              {funder.contact_name ? `${funder.contact_name} · ` : ""}
              <a href={`mailto:${funder.email}`} className="break-all underline underline-offset-4">
                {funder.email}
              </a>
            </p>
            <p className="mt-3">
              <Badge tone={tone}>{state}</Badge>
            </p>
            <CardActions>
              <FunderDialog target={{ id: funder.id, name: funder.name }} />
              <DeleteButton
                itemName={funder.name}
                question={`${funder.name} ne figurera plus parmi vos financeurs ; ses réponses restent.`}
                action={deleteFunder.bind(null, funder.id)}
                messages={{
                  success: "Financeur supprimé",
                  failure: "Impossible de supprimer le financeur",
                }}
              />
            </CardActions>
          </AdminCard>
        );
      })}
    </QualiopiList>
  );
}
