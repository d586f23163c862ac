import type { Database } from "@/db/client";
import { registrations } from "@/features/registrations/tables";
import { surveyInvitations } from "@/features/surveys/tables";

/**
 * Trainees present at a session (`stagiaire0@client.fr`, `stagiaire1@client.fr`...), named
 * 'Prénom Nom', each sent the
 * 'à chaud' survey and marked as having answered it: their invitations, in the order of `names`.
 */
export async function answeredInvitations(
  db: Database,
  sessionId: number,
  names: readonly string[],
  { sentAt, answeredAt }: { sentAt: Date; answeredAt: Date },
) {
  const trainees = await db
    .insert(registrations)
    .values(
      names.map((trainee_name, index) => ({
        session_id: sessionId,
        trainee_name,
        // 'Léo Blanc': first name, then last name, as the registration form asks them.
        first_name: trainee_name.split(" ")[0],
        last_name: trainee_name.split(" ").slice(1).join(" "),
        email: `stagiaire${index}@client.fr`,
        company: "ACME",
        payer: "opco" as const,
        status: "present" as const,
      })),
    )
    .returning();
  return db
    .insert(surveyInvitations)
    .values(
      trainees.map((trainee) => ({
        registration_id: trainee.id,
        kind: "end" as const,
        sent_at: sentAt,
        answered_at: answeredAt,
      })),
    )
    .returning();
}
