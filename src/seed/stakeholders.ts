import { and, asc, count, eq, inArray, lt } from "drizzle-orm";
import { addDays, parisInstant } from "@/lib/dates";
import type { Transaction } from "@/db/client";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { stakeholderAnswers, surveyInvitations, funderContacts } from "@/features/surveys/tables";

type DemoAnswer = Omit<typeof stakeholderAnswers.$inferInsert, "invitation_id"> | null;

/** The funders a Paris provider works with; each has had this year's survey. */
const demoFunders = [
  {
    name: "OPCO Atlas",
    contact_name: "Sophie Laurent",
    email: "sophie.laurent@example.org",
    answer: { overall: 5, met: "oui", exchanges: 4, comment: null },
  },
  {
    name: "OPCO EP",
    contact_name: "Julien Mercier",
    email: "julien.mercier@example.org",
    answer: {
      overall: 3,
      met: "partiel",
      exchanges: 4,
      comment:
        "Deux attestations d'assiduité nous sont parvenues sans la signature du formateur : merci de vérifier avant l'envoi.",
    },
  },
  {
    name: "France Travail Île-de-France",
    contact_name: null,
    email: "idf@example.org",
    answer: null,
  },
] satisfies (typeof funderContacts.$inferInsert & { answer: DemoAnswer })[];

/** What the companies answered, in turn; null: not answered, reminded. */
const companyAnswers: DemoAnswer[] = [
  {
    overall: 5,
    met: "oui",
    exchanges: 5,
    comment:
      "Convention et convocations reçues à temps ; nos salariés appliquent déjà ce qu'ils ont appris.",
  },
  {
    overall: 4,
    met: "partiel",
    exchanges: 4,
    comment: "Bonne formation ; un point sur nos propres données avant la session aurait aidé.",
  },
  null,
  {
    overall: 3,
    met: "partiel",
    exchanges: 2,
    comment:
      "La convention est arrivée la veille du début : trop tard pour notre circuit de signature.",
  },
  { overall: 5, met: "oui", exchanges: 4, comment: null },
  {
    overall: 4,
    met: "oui",
    exchanges: 3,
    comment:
      "Facture reçue sans le numéro de bon de commande : notre service comptable l'a rejetée.",
  },
  {
    overall: 5,
    met: "oui",
    exchanges: 5,
    comment: "Le formateur a adapté les exercices à notre secteur, c'était ce que nous attendions.",
  },
  {
    overall: 2,
    met: "non",
    exchanges: 3,
    comment: "Le niveau était trop élevé pour notre stagiaire débutant.",
  },
];

/** What the trainers answered, session after session. */
const trainerAnswers: DemoAnswer[] = [
  {
    overall: 4,
    met: "oui",
    exchanges: 4,
    comment: "Groupe homogène grâce au positionnement ; une multiprise de plus dans la salle.",
  },
  {
    overall: 3,
    met: "partiel",
    exchanges: 2,
    comment:
      "Deux stagiaires n'avaient pas les prérequis : leur questionnaire de positionnement le disait, personne ne l'avait lu.",
  },
  null,
];

/**
 * The other stakeholders' surveys (Qualiopi indicator 30), as the hourly job would have sent
 * them: the paying companies and the trainer of each demo session that has ended, each funder
 * this year; most answered, the others reminded, so that a fresh start mails none of them.
 */
export async function seedStakeholderSurveys(tx: Transaction, today: string): Promise<void> {
  const [existing] = await tx.select({ value: count() }).from(funderContacts);
  if ((existing?.value ?? 0) > 0) return;
  const ask = async (
    invitation: Omit<typeof surveyInvitations.$inferInsert, "sent_at">,
    sentOn: string,
    answer: DemoAnswer,
  ) => {
    const sentAt = parisInstant(sentOn, "09:00");
    const answeredAt = new Date(sentAt.getTime() + 26 * 3_600_000);
    const [row] = await tx
      .insert(surveyInvitations)
      .values({
        ...invitation,
        sent_at: sentAt,
        answered_at: answer ? answeredAt : null,
        reminded_at: answer ? null : parisInstant(addDays(sentOn, 7), "09:00"),
      })
      .returning({ id: surveyInvitations.id });
    if (answer)
      await tx
        .insert(stakeholderAnswers)
        .values({ ...answer, invitation_id: row!.id, created_at: answeredAt });
  };

  const ended = await tx
    .select()
    .from(trainingSessions)
    .where(lt(trainingSessions.end_date, today))
    .orderBy(asc(trainingSessions.end_date));
  let companies = 0;
  for (const [index, session] of ended.entries()) {
    const sentOn = addDays(session.end_date, 1);
    const paid = await tx
      .selectDistinctOn([registrations.company], {
        company: registrations.company,
        email: registrations.email,
      })
      .from(registrations)
      .where(
        and(
          eq(registrations.session_id, session.id),
          eq(registrations.status, "present"),
          inArray(registrations.payer, ["entreprise", "opco"]),
        ),
      )
      .orderBy(registrations.company, registrations.created_at);
    for (const { company, email } of paid)
      if (company)
        await ask(
          { kind: "company", session_id: session.id, recipient: company, email },
          sentOn,
          companyAnswers[companies++ % companyAnswers.length]!,
        );
    if (session.trainer && session.trainer_email)
      await ask(
        {
          kind: "trainer",
          session_id: session.id,
          recipient: session.trainer,
          email: session.trainer_email,
        },
        sentOn,
        trainerAnswers[index % trainerAnswers.length]!,
      );
  }

  const year = today.slice(0, 4);
  const funders = await tx
    .insert(funderContacts)
    .values(demoFunders.map(({ answer: _, ...funder }) => funder))
    .returning({ id: funderContacts.id, name: funderContacts.name, email: funderContacts.email });
  const sentOn = [`${year}-01-05`, addDays(today, -20)].sort()[1]!;
  for (const [index, funder] of funders.entries())
    await ask(
      {
        kind: "funder",
        funder_id: funder.id,
        year: Number(year),
        recipient: funder.name,
        email: funder.email,
      },
      sentOn > today ? today : sentOn,
      demoFunders[index]!.answer,
    );
}
