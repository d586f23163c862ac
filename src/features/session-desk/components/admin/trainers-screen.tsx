import {
  AdminCard,
  AdminPageHeader,
  Badge,
  CardActions,
  CardGrid,
} from "@/components/ui/admin-list";
import { DeleteButton } from "@/components/ui/delete-button";
import { countOf } from "@/lib/text";
import { trainerKindLabels } from "@/features/trainers/client";
import type { listTrainers } from "../../admin-queries";
import { deleteTrainer } from "../../trainer-actions";
import { TrainerDialog } from "./trainer-dialog";

/** « Formateurs »: who teaches the sessions, employee or not, and what the contracts print of them. */
export function TrainersScreen({
  trainers,
}: {
  trainers: Awaited<ReturnType<typeof listTrainers>>;
}) {
  return (
    <>
      <AdminPageHeader
        title="Formateurs"
        description="Les personnes qui animent vos sessions : le bilan pédagogique et financier compte leurs heures, et les contrats impriment leurs titres."
        action={<TrainerDialog />}
      />
      {trainers.length === 0 ? (
        <p className="mt-8 rounded-3xl border border-dashed border-ink/20 bg-white p-8 text-center text-ink/70">
          Aucun formateur pour le moment : ajoutez-en un, puis nommez-le dans ses sessions.
        </p>
      ) : (
        <CardGrid label="Formateurs">
          {trainers.map((trainer) => (
            <AdminCard key={trainer.id}>
              <h2 className="font-display text-lg font-bold">{trainer.name}</h2>
              <p className="mt-2">
                {trainer.kind ? (
                  <Badge tone={trainer.kind === "internal" ? "green" : "blue"}>
                    {trainerKindLabels[trainer.kind]}
                  </Badge>
                ) : (
                  <Badge tone="yellow">Statut à préciser</Badge>
                )}
              </p>
              {trainer.email ? <p className="mt-2 break-all text-sm">{trainer.email}</p> : null}
              {trainer.credentials ? (
                <p className="mt-2 text-sm text-ink/80">{trainer.credentials}</p>
              ) : null}
              <p className="mt-2 text-sm text-ink/70">
                {trainer.sessions === 0
                  ? "Aucune session"
                  : countOf(trainer.sessions, ["session", "sessions"])}
              </p>
              <CardActions>
                <TrainerDialog target={{ id: trainer.id, name: trainer.name }} />
                {trainer.sessions === 0 ? (
                  <DeleteButton
                    itemName={trainer.name}
                    question={`${trainer.name} ne figurera plus parmi vos formateurs.`}
                    action={deleteTrainer.bind(null, trainer.id)}
                    messages={{
                      success: "Formateur supprimé",
                      failure: "Impossible de supprimer le formateur",
                    }}
                  />
                ) : null}
              </CardActions>
            </AdminCard>
          ))}
        </CardGrid>
      )}
    </>
  );
}
