import { seedBeforeTraining } from "./assessment";
import { pastSessionDates, seedPastAttendance } from "./attendance";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { type FileStorage, storageKey } from "@/lib/file-storage";
import { addDays } from "@/lib/dates";
import type { Database, Transaction } from "@/db/client";
import type { SiteConfig } from "@/config/site";
import { issueDemoCertificates } from "@/features/certificates/public";
import { invoiceDemoSessions } from "@/features/billing/public";
import { currentDay } from "@/server/clock";
import { storage } from "@/server/storage";
import { seedBlogPosts } from "./blog";
import { demoBpfClasses, seedEvents, seedFormations, seedLocations, stayDates } from "./catalogue";
import { seedQualiopi } from "./qualiopi";
import { seedQualityRegister } from "./quality";
import {
  demoTrainee,
  demoTrainers,
  seedSessions,
  trainerCredentials,
  trainerEmails,
} from "./sessions";
import { trainers } from "@/features/trainers/tables";
import { seedStakeholderSurveys } from "./stakeholders";
import { LOW_RATING_AT_MOST } from "@/features/surveys/constants";
import { seedPastSessions } from "./surveys";
import { locationIllustrationSvg, portraitSvg, renderPng } from "./illustrations";
import { seedTeam } from "./team";
import { formationResults, formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { events } from "@/features/events/tables";
import { blogPosts } from "@/features/blog/tables";
import { users } from "@/server/auth/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { surveyAnswers, surveyInvitations } from "@/features/surveys/tables";
import { improvementActions } from "@/features/quality/tables";

export interface SeedOptions {
  /** The seed day (`YYYY-MM-DD`, Paris): every demo date is relative to it. */
  today: string;
  /** Where the generated illustrations and portraits go; omitted in tests that need no images. */
  storage?: FileStorage;
}

export interface SeedReport {
  inserted: Record<"locations" | "events" | "formations" | "blogPosts" | "users", number>;
  /** The ended sessions this run inserted, signed in the room: their certificates are derived. */
  pastSessions: number[];
}

/**
 * What start does on a database without content: the demo content, then the certificates of its
 * past sessions and their invoices; what it inserted, or null when the database already held
 * content.
 */
export async function seedEmptyDatabase(
  db: Database,
  config: SiteConfig,
): Promise<SeedReport["inserted"] | null> {
  if (!(await isContentEmpty(db))) return null;
  const today = currentDay();
  const report = await seedDatabase(db, { today, storage });
  await issueDemoCertificates(db, config, report.pastSessions);
  await invoiceDemoSessions(db, config, report.pastSessions, today);
  return report.inserted;
}

// Serialises concurrent seeds (two app nodes starting on one empty PostgreSQL).
const SEED_LOCK_KEY = 7_312_026;

/** True when no catalogue, blog or team content exists: the state in which start seeds. */
export async function isContentEmpty(db: Database): Promise<boolean> {
  const tables = [formations, locations, events, blogPosts, users] as const;
  for (const table of tables) {
    const [row] = await db.select({ total: count() }).from(table);
    if ((row?.total ?? 0) > 0) return false;
  }
  return true;
}

/**
 * Inserts the demo content that is missing, identified by natural keys (location country and
 * city, event name, slugs, e-mail), so that running it again never duplicates anything.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const { today } = options;
  const report = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const inserted: SeedReport["inserted"] = {
      locations: 0,
      events: 0,
      formations: 0,
      blogPosts: 0,
      users: 0,
    };

    const locationIds = new Map<string, number>();
    for (const location of seedLocations) {
      const [existing] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(
          and(
            eq(locations.country, location.country),
            location.city === null ? isNull(locations.city) : eq(locations.city, location.city),
          ),
        )
        .limit(1);
      if (existing) {
        locationIds.set(location.key, existing.id);
        continue;
      }
      const [row] = await tx
        .insert(locations)
        .values({
          country: location.country,
          country_code: location.country_code,
          city: location.city,
          address: location.address,
          permanent: location.permanent,
          ...stayDates(location, today),
        })
        .returning({ id: locations.id });
      locationIds.set(location.key, row!.id);
      inserted.locations += 1;
    }

    const eventIds = new Map<string, number>();
    for (const event of seedEvents) {
      const [existing] = await tx
        .select({ id: events.id })
        .from(events)
        .where(eq(events.nom, event.nom))
        .limit(1);
      if (existing) {
        eventIds.set(event.key, existing.id);
        continue;
      }
      const [row] = await tx
        .insert(events)
        .values({
          nom: event.nom,
          description: event.description,
          start_date: addDays(today, event.start),
          end_date: addDays(today, event.end),
          location: locationIds.get(event.location) ?? null,
        })
        .returning({ id: events.id });
      eventIds.set(event.key, row!.id);
      inserted.events += 1;
    }

    const insertedFormations = await tx
      .insert(formations)
      .values(
        seedFormations.map(({ event, ...formation }) => ({
          ...formation,
          ...demoBpfClasses[formation.slug],
          event_id: event ? (eventIds.get(event) ?? null) : null,
          last_update: addDays(today, -30),
        })),
      )
      .onConflictDoNothing({ target: formations.slug })
      .returning({ id: formations.id, slug: formations.slug });
    inserted.formations = insertedFormations.length;

    const insertedPosts = await tx
      .insert(blogPosts)
      .values(
        seedBlogPosts.map(({ age, ...post }) => ({
          ...post,
          date: addDays(today, -age),
          // Last modified when published, in the morning: the sitemap and the article's
          // structured data date each article by this, not by the day the demo was seeded.
          updated_at: new Date(`${addDays(today, -age)}T08:00:00Z`),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: blogPosts.id });
    inserted.blogPosts = insertedPosts.length;

    const insertedUsers = await tx
      .insert(users)
      .values(
        seedTeam.map(({ portrait: _portrait, ...member }) => ({
          ...member,
          staff: true,
          password_setup_required: false,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    inserted.users = insertedUsers.length;

    await seedQualiopiDetails(tx, insertedFormations, today);
    const trainerIds = await seedTrainers(tx);
    await seedSessionsOf(tx, insertedFormations, locationIds, trainerIds, today);
    const pastSessions = await seedPastSessionsOf(
      tx,
      insertedFormations,
      locationIds,
      trainerIds,
      today,
    );
    await seedBeforeTraining(tx, insertedFormations, today);
    await seedQualityRegister(tx, today);
    await seedStakeholderSurveys(tx, today);
    return { inserted, locationIds, pastSessions };
  });

  if (options.storage) await writeDemoPictures(db, options.storage, report.locationIds);
  return { inserted: report.inserted, pastSessions: report.pastSessions };
}

/** Contacts, certifications and past results of the formations this run inserted. */
async function seedQualiopiDetails(
  tx: Transaction,
  inserted: { id: number; slug: string }[],
  today: string,
) {
  const team = await tx.select({ id: users.id, email: users.email }).from(users);
  const thisYear = Number(today.slice(0, 4));
  for (const { id, slug } of inserted) {
    const details = seedQualiopi[slug];
    if (!details) continue;
    await tx
      .update(formations)
      .set({
        contact_user_id: team.find((member) => member.email === details.contact)?.id ?? null,
        accessibility: details.accessibility ?? null,
        certification_name: details.certification?.name ?? null,
        certification_code: details.certification?.code ?? null,
        certifier: details.certification?.certifier ?? null,
        certification_registered_on: details.certification?.registered ?? null,
      })
      .where(eq(formations.id, id));
    if (details.results.length > 0) {
      await tx.insert(formationResults).values(
        details.results.map(([yearsAgo, trainees, satisfaction, completion, success]) => ({
          formation_id: id,
          year: thisYear - yearsAgo,
          trainees,
          satisfaction_rate: satisfaction,
          completion_rate: completion,
          success_rate: success,
        })),
      );
    }
  }
}

/**
 * The demo sessions of the formations this run inserted, with their trainees: the first ones
 * confirmed, the next ones to confirm, then the waiting list in order of arrival.
 */
async function seedSessionsOf(
  tx: Transaction,
  inserted: { id: number; slug: string }[],
  locationIds: Map<string, number>,
  trainerIds: Map<string, number>,
  today: string,
) {
  let trainee = 0;
  for (const demo of seedSessions) {
    const formation = inserted.find((row) => row.slug === demo.formation);
    if (!formation) continue;
    const [session] = await tx
      .insert(trainingSessions)
      .values({
        formation_id: formation.id,
        start_date: addDays(today, demo.start),
        end_date: addDays(today, demo.start + demo.days - 1),
        daily_hours: "9 h – 17 h",
        place: demo.place === "remote" || demo.place === "client" ? demo.place : "location",
        location_id:
          demo.place === "remote" || demo.place === "client"
            ? null
            : (locationIds.get(demo.place) ?? null),
        capacity: demo.capacity,
        held_seats: demo.held ?? 0,
        status: demo.place === "client" ? "planned" : "open",
        published: demo.place !== "client",
        ...demoTrainerOf(trainerIds, demo.trainer, demo.days),
        trainer: demo.trainer,
        trainer_email: trainerEmails[demo.trainer] ?? null,
        trainer_credentials: trainerCredentials[demo.trainer] ?? null,
        // A reserved example address: the demo's virtual classroom leads nowhere real.
        remote_link: demo.place === "remote" ? `https://visio.example.org/${demo.formation}` : null,
      })
      .returning({ id: trainingSessions.id });
    const people = Array.from({ length: demo.taken + (demo.waiting ?? 0) }, (_, index) => ({
      ...demoTrainee(trainee++),
      session_id: session!.id,
      status:
        index >= demo.taken
          ? ("waiting" as const)
          : index < demo.taken / 2
            ? ("confirmed" as const)
            : ("pending" as const),
      // Arrival order, which the waiting list follows.
      created_at: new Date(Date.parse(`${addDays(today, -20 + index)}T09:00:00Z`)),
    }));
    if (people.length > 0) await tx.insert(registrations).values(people);
  }
}

/** The demo's trainers' records, by name. */
async function seedTrainers(tx: Transaction): Promise<Map<string, number>> {
  const rows = await tx
    .insert(trainers)
    .values(
      demoTrainers.map(({ name, kind }) => ({
        name,
        kind,
        email: trainerEmails[name] ?? null,
        credentials: trainerCredentials[name] ?? null,
      })),
    )
    .returning({ id: trainers.id, name: trainers.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** A demo session's trainer record and what they cost for its days. */
function demoTrainerOf(trainerIds: Map<string, number>, name: string, days: number) {
  const trainer = demoTrainers.find((candidate) => candidate.name === name);
  return {
    trainer_id: trainerIds.get(name) ?? null,
    trainer_cost: trainer ? trainer.dayCost * days : null,
  };
}

const HOUR_MS = 3_600_000;

/**
 * The demo sessions that have ended, with their trainees, survey mails and answers: what the
 * computed results, the testimonials and the answers' dashboard read. Every trainee present has
 * an invitation, so the survey scheduler sends none of them a mail.
 */
async function seedPastSessionsOf(
  tx: Transaction,
  inserted: { id: number; slug: string }[],
  locationIds: Map<string, number>,
  trainerIds: Map<string, number>,
  today: string,
): Promise<number[]> {
  // Trainees of their own: past and future sessions never share a demo person.
  let trainee = 100;
  const ids: number[] = [];
  for (const demo of seedPastSessions) {
    const formation = inserted.find((row) => row.slug === demo.formation);
    if (!formation) continue;
    // Their formations ask again three months later: the switch shows on in the editor.
    await tx.update(formations).set({ cold_survey: true }).where(eq(formations.id, formation.id));
    const dates = pastSessionDates(today, demo);
    const endDate = dates.end_date;
    const [session] = await tx
      .insert(trainingSessions)
      .values({
        formation_id: formation.id,
        ...dates,
        daily_hours: "9 h – 17 h",
        place: demo.place === "remote" ? "remote" : "location",
        location_id: demo.place === "remote" ? null : (locationIds.get(demo.place) ?? null),
        capacity: 12,
        status: "open",
        published: true,
        ...demoTrainerOf(trainerIds, demo.trainer, demo.days),
        trainer: demo.trainer,
        trainer_email: trainerEmails[demo.trainer] ?? null,
        trainer_credentials: trainerCredentials[demo.trainer] ?? null,
        remote_link: demo.place === "remote" ? `https://visio.example.org/${demo.formation}` : null,
      })
      .returning({
        id: trainingSessions.id,
        start_date: trainingSessions.start_date,
        end_date: trainingSessions.end_date,
      });
    ids.push(session!.id);
    const present = demo.answers.length + demo.unanswered;
    const people = await tx
      .insert(registrations)
      .values(
        Array.from({ length: present + demo.absent }, (_, index) => ({
          ...demoTrainee(trainee++),
          session_id: session!.id,
          // A trainee confirmed but not marked present did not come: the completion rate counts them.
          status: index < present ? ("present" as const) : ("confirmed" as const),
          created_at: new Date(`${addDays(endDate, -30 - index)}T09:00:00Z`),
          // Convoked a week before the start, as staff do (Qualiopi indicator 9).
          convoked_at: new Date(`${addDays(dates.start_date, -7)}T09:00:00Z`),
        })),
      )
      .returning({ id: registrations.id });
    await seedPastAttendance(
      tx,
      { ...session!, trainer: demo.trainer },
      {
        present: people.slice(0, present).map((person) => person.id),
        absent: people.slice(present).map((person) => person.id),
      },
      !demo.countersignatureMissing,
    );
    const sentAt = new Date(`${addDays(endDate, 1)}T08:00:00Z`);
    const invitations = await tx
      .insert(surveyInvitations)
      .values(
        people.slice(0, present).map((person, index) => ({
          registration_id: person.id,
          kind: "end" as const,
          sent_at: sentAt,
          answered_at:
            index < demo.answers.length
              ? new Date(sentAt.getTime() + (index + 1) * 5 * HOUR_MS)
              : null,
          reminded_at:
            index < demo.answers.length ? null : new Date(sentAt.getTime() + 7 * 24 * HOUR_MS),
        })),
      )
      .returning({ id: surveyInvitations.id, answered_at: surveyInvitations.answered_at });
    const answers = await tx
      .insert(surveyAnswers)
      .values(
        demo.answers.map(({ comment, consent, action, ...scores }, index) => ({
          ...scores,
          invitation_id: invitations[index]!.id,
          comment: comment ?? null,
          publish_consent: consent !== undefined,
          comment_status: consent === "approved" ? ("approved" as const) : ("pending" as const),
          handled_at: action
            ? new Date(invitations[index]!.answered_at!.getTime() + 24 * HOUR_MS)
            : null,
          action_note: action ?? null,
          // Demo answers: a fresh start mails the administrators no digest of them.
          low_rating_mailed_at:
            scores.overall <= LOW_RATING_AT_MOST ? invitations[index]!.answered_at! : null,
          created_at: invitations[index]!.answered_at!,
        })),
      )
      .returning({
        id: surveyAnswers.id,
        overall: surveyAnswers.overall,
        handled_at: surveyAnswers.handled_at,
        action_note: surveyAnswers.action_note,
      });
    // Handled answers are in the improvement log, as the dashboard's handling puts them.
    const [{ title } = { title: demo.formation }] = await tx
      .select({ title: formations.title })
      .from(formations)
      .where(eq(formations.id, formation.id));
    const handled = answers.filter((answer) => answer.handled_at && answer.action_note);
    if (handled.length > 0)
      await tx.insert(improvementActions).values(
        handled.map((answer) => ({
          source: "survey" as const,
          survey_answer_id: answer.id,
          title: `Avis ${answer.overall}/5 sur « ${title} »`,
          status: "done" as const,
          outcome: answer.action_note,
          created_by: "Équipe",
          created_at: answer.handled_at!,
          finished_at: answer.handled_at,
        })),
      );
  }
  return ids;
}

/** Draws the pictures that storage lacks, for the seeded locations and team members. */
async function writeDemoPictures(
  db: Database,
  storage: FileStorage,
  locationIds: Map<string, number>,
): Promise<void> {
  for (const location of seedLocations) {
    const id = locationIds.get(location.key);
    if (id === undefined || (await storage.read(storageKey("locations", id)))) continue;
    const png = await renderPng(locationIllustrationSvg(location.key, location.palette));
    await storage.write(storageKey("locations", id), png);
  }
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        seedTeam.map((member) => member.email),
      ),
    );
  for (const member of members) {
    const portrait = seedTeam.find((candidate) => candidate.email === member.email)!.portrait;
    if (await storage.read(storageKey("users", member.id))) continue;
    await storage.write(storageKey("users", member.id), await renderPng(portraitSvg(portrait)));
  }
}
