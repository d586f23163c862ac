import { expect } from "@playwright/test";
import { fixtureDatabase, schema } from "./fixture-database";
import type { TestSmtpServer } from "./smtp";
import { insertStaff } from "./staff";

/**
 * A session paid by a company that ended two days before FIXED_NOW, with its trainer's address
 * and a funder on the list: the first hourly run asks all three (issue 48, indicator 30). For
 * the end-to-end test and its screenshots.
 */
export const STAKEHOLDERS_NOW = "2026-11-20T09:00:00+01:00";
export const STAKEHOLDERS_TITLE = "Python pour l'analyse de données";
export const STAKEHOLDER_SUBJECTS = {
  company: `Votre avis sur la formation « ${STAKEHOLDERS_TITLE} » suivie par vos salariés | Atlas Tech Formation`,
  trainer: `Votre avis sur la session « ${STAKEHOLDERS_TITLE} » que vous avez animée | Atlas Tech Formation`,
  funder: "Votre avis sur notre collaboration | Atlas Tech Formation",
};

/** The staff, the formation, the session, two of Acme's trainees and a self-paying one, the funder. */
export const stakeholderFixture = fixtureDatabase(async (db) => {
  await insertStaff(db);
  const [formation] = await db
    .insert(schema.formations)
    .values({
      slug: "python",
      title: STAKEHOLDERS_TITLE,
      duration: "3 jours",
      price_no_tax: "1500",
    })
    .returning();
  const [session] = await db
    .insert(schema.trainingSessions)
    .values({
      formation_id: formation!.id,
      start_date: "2026-11-16",
      end_date: "2026-11-18",
      place: "remote",
      capacity: 12,
      status: "open",
      trainer: "Inès Garnier",
      trainer_email: "ines.garnier@formateurs.fr",
    })
    .returning();
  await db.insert(schema.registrations).values(
    (
      [
        ["zoe", "entreprise", "Acme"],
        ["paul", "entreprise", "Acme"],
        ["lina", "personnel", null],
      ] as const
    ).map(([name, payer, company]) => ({
      session_id: session!.id,
      trainee_name: name,
      email: `${name}@acme.fr`,
      payer,
      company,
      status: "present" as const,
    })),
  );
  await db.insert(schema.funderContacts).values({
    name: "OPCO Atlas",
    contact_name: "Sophie Laurent",
    email: "sophie.laurent@opco-atlas.fr",
  });
});

/** The mails with `subject` received at `address`. */
export const mailsTo = (smtp: TestSmtpServer, address: string, subject: string) =>
  smtp.received.filter(
    (mail) => mail.subject === subject && mail.to && "text" in mail.to && mail.to.text === address,
  );

/** The path of the survey link in the one mail with `subject` to `address`, once it arrived. */
export async function surveyPathIn(
  smtp: TestSmtpServer,
  address: string,
  subject: string,
): Promise<string> {
  await expect.poll(() => mailsTo(smtp, address, subject).length).toBe(1);
  const text = mailsTo(smtp, address, subject)[0]!.text ?? "";
  return new URL(/^Donner mon avis :\n(\S+)$/m.exec(text)![1]!).pathname;
}
