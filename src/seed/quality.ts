import { asc, count, eq } from "drizzle-orm";
import { addDays, parisInstant } from "@/lib/dates";
import { AUTOMATIC_ACKNOWLEDGEMENT } from "@/features/quality/constants";
import type { Transaction } from "@/db/client";
import { users } from "@/server/auth/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { complaints, disabilityPartners, improvementActions } from "@/features/quality/tables";

const at = parisInstant;

/** The network a provider in Paris works with for trainees with a disability (indicator 26). */
const demoPartners = [
  {
    name: "Agefiph Île-de-France",
    role: "Financement des aides techniques et humaines, conseil pour adapter une formation.",
    website: "https://www.agefiph.fr",
  },
  {
    name: "Cap emploi Paris",
    role: "Accompagnement des personnes en recherche d'emploi ou en poste, étude des besoins de compensation.",
    website: "https://www.capemploi-75.com",
  },
  {
    name: "MDPH de Paris",
    role: "Reconnaissance de la qualité de travailleur handicapé (RQTH), orientation.",
    website: "https://handicap.paris.fr",
  },
  {
    name: "Ressource handicap formation (RHF) Île-de-France",
    role: "Appui de l'Agefiph aux organismes de formation : solutions d'adaptation au cas par cas.",
    website: "https://www.agefiph.fr/ressources-handicap-formation",
  },
];

/**
 * The demo register: one complaint closed with its improvement action, one analysed and
 * awaiting its answer, one just acknowledged, and an action the team opened itself, all
 * relative to the seed day. Written once, on a register still empty.
 */
export async function seedQualityRegister(tx: Transaction, today: string): Promise<void> {
  const [partners] = await tx.select({ value: count() }).from(disabilityPartners);
  if ((partners?.value ?? 0) === 0) await tx.insert(disabilityPartners).values(demoPartners);
  const [existing] = await tx.select({ value: count() }).from(complaints);
  if ((existing?.value ?? 0) > 0) return;
  const [manager] = await tx
    .select({ id: users.id, name: users.name, last_name: users.last_name })
    .from(users)
    .where(eq(users.email, "camille.moreau@atlas-tech-formation.fr"));
  const author = manager ? `${manager.name} ${manager.last_name}` : "Camille Moreau";
  // The oldest past session: the complaint closed is about it.
  const [session] = await tx
    .select({ id: trainingSessions.id, end_date: trainingSessions.end_date })
    .from(trainingSessions)
    .orderBy(asc(trainingSessions.end_date))
    .limit(1);
  const closedOn = session ? addDays(session.end_date, 3) : addDays(today, -60);

  const [closed] = await tx
    .insert(complaints)
    .values({
      claimant_kind: "trainee",
      name: "Julien Morel",
      email: "julien.morel@exemple.fr",
      session_id: session?.id ?? null,
      message:
        "Bonjour,\nLes supports de cours annoncés le premier jour ne nous ont pas été envoyés après la formation. Pouvez-vous me les faire parvenir ?",
      answer_due_on: addDays(closedOn, 15),
      acknowledged_at: at(closedOn, "10:12"),
      acknowledged_by: AUTOMATIC_ACKNOWLEDGEMENT,
      analysis:
        "Supports promis à l'oral, envoi oublié : aucune étape de fin de session ne le prévoyait. Les 8 stagiaires de la session sont concernés.",
      analysed_at: at(addDays(closedOn, 1), "09:30"),
      analysed_by: author,
      answer:
        "Les supports vous ont été envoyés ce jour, ainsi qu'aux autres participants. Leur envoi fait désormais partie de la fin de chaque session.",
      answered_at: at(addDays(closedOn, 1), "11:05"),
      answered_by: author,
      closed_at: at(addDays(closedOn, 8), "17:40"),
      closed_by: author,
      created_at: at(closedOn, "10:12"),
    })
    .returning({ id: complaints.id });
  await tx.insert(complaints).values([
    {
      claimant_kind: "company",
      name: "Nadia Rousseau",
      email: "nadia.rousseau@acme-industrie.example",
      organisation: "Acme Industrie",
      message:
        "La convention de formation signée indique 14 heures, la facture reçue en compte 21. Merci de corriger la facture.",
      answer_due_on: addDays(today, 11),
      acknowledged_at: at(addDays(today, -4), "14:20"),
      acknowledged_by: AUTOMATIC_ACKNOWLEDGEMENT,
      analysis:
        "Erreur de saisie sur la facture : la durée de la convention (14 h) fait foi. Facture d'avoir à émettre.",
      analysed_at: at(addDays(today, -3), "10:00"),
      analysed_by: author,
      created_at: at(addDays(today, -4), "14:20"),
    },
    {
      claimant_kind: "funder",
      name: "Marc Lefèvre",
      email: "marc.lefevre@opco.example",
      organisation: "OPCO Atlas",
      message:
        "Le certificat de réalisation d'un stagiaire pris en charge ne nous est pas parvenu : le dossier ne peut pas être réglé sans lui.",
      answer_due_on: addDays(today, 14),
      acknowledged_at: at(addDays(today, -1), "08:55"),
      acknowledged_by: AUTOMATIC_ACKNOWLEDGEMENT,
      created_at: at(addDays(today, -1), "08:55"),
    },
  ]);
  await tx.insert(improvementActions).values([
    {
      source: "complaint",
      complaint_id: closed!.id,
      title:
        "Envoyer les supports de cours à chaque participant le dernier jour de la session, depuis la liste de fin de session.",
      owner_id: manager?.id ?? null,
      owner_name: manager ? author : null,
      due_on: addDays(closedOn, 30),
      status: "done",
      outcome: "Étape ajoutée à la liste de fin de session ; vérifiée sur les sessions suivantes.",
      created_by: author,
      created_at: at(addDays(closedOn, 1), "11:10"),
      finished_at: at(addDays(closedOn, 20), "16:00"),
    },
    {
      source: "staff",
      title:
        "Ajouter au livret d'accueil le plan d'accès et les horaires d'ouverture de la salle de Lyon.",
      owner_id: manager?.id ?? null,
      owner_name: manager ? author : null,
      due_on: addDays(today, 21),
      status: "in_progress",
      created_by: author,
      created_at: at(addDays(today, -10), "15:00"),
    },
  ]);
}
