import type { TraineeNeeds } from "../../types";
import { AnswerList } from "./answer-list";

/**
 * The trainer's view of the trainees before teaching (Qualiopi indicators 4, 8 and 26): each
 * one's adaptation, needs and positioning, or that they have not answered yet.
 */
export function TraineeNeedsSection({ trainees }: { trainees: readonly TraineeNeeds[] }) {
  return (
    <section className="mt-8 border-t border-ink/10 pt-6" data-testid="trainee-needs">
      <h2 className="font-display text-xl font-bold">Besoins des stagiaires</h2>
      <p className="mt-1 text-sm text-ink/80">
        Ce que chacun a dit de ses attentes et de son niveau avant la formation, pour adapter la
        session. Ces réponses sont confidentielles.
      </p>
      {trainees.length === 0 ? (
        <p className="mt-3">Aucun stagiaire inscrit pour le moment.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink/10">
          {trainees.map((trainee) => (
            <li key={trainee.id} className="space-y-2 py-3">
              <p className="font-semibold">{trainee.name}</p>
              {trainee.is_psh && (
                <p className="text-sm text-brand-blue-ink">
                  Adaptation : {trainee.psh_details ?? "situation de handicap signalée"}
                </p>
              )}
              {trainee.answers.needs && (
                <AnswerList
                  heading={{ title: "Besoins", answeredAt: trainee.answers.needs.answered_at }}
                  answers={trainee.answers.needs.answers}
                />
              )}
              {trainee.answers.positioning && (
                <AnswerList
                  heading={{
                    title: "Positionnement",
                    answeredAt: trainee.answers.positioning.answered_at,
                  }}
                  answers={trainee.answers.positioning.answers}
                />
              )}
              {!trainee.answers.needs && !trainee.answers.positioning && (
                <p className="text-sm text-ink/70">Pas encore de réponse.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
