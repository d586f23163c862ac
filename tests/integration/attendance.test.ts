import { createHash } from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import { formPost, site, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { pdfText } from "../support/pdf";
import { attendanceVersionFiles, attendanceVersionsOf } from "@/features/attendance/versions";
import { formations } from "@/features/formations/tables";
import { auditLog } from "@/server/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { trainers } from "@/features/trainers/tables";
import { registrations, registrationTokens } from "@/features/registrations/tables";
import {
  attendanceCountersignatures,
  attendanceMarks,
  attendanceScans,
} from "@/features/attendance/tables";
import { attendanceCertificates } from "@/features/certificates/tables";
import { questionnaireAnswers } from "@/features/assessment/tables";

const { mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);
// The actions read the time from the clock module: moved here, without faking the sign-in's.
const clockState = vi.hoisted(() => ({ now: new Date() }));
vi.mock("@/server/clock", () => ({
  currentTime: () => clockState.now,
  currentDay: () => clockState.now.toISOString().slice(0, 10),
}));

const { markAttendanceAction, markAllPresentAction, countersignAction, settleUncertifiedAction } =
  await import("@/features/attendance/actions");
const { renderAttendanceSheet } = await import("@/features/attendance/sheet");
const { readSession } = await import("@/features/session-desk/admin-queries");
const { signAsTrainee } = await import("@/features/attendance/signing");
const { signingCredential } = await import("@/features/attendance/signing-credential");
const { loadSessionsScreen } = await import("@/features/session-desk/admin-queries");
const { roomCode } = await import("@/features/attendance/room-code");
const { issueDueCertificates } = await import("@/features/certificates/certificates");
const { readComputedYears } = await import("@/features/surveys/queries");
const { hashLinkToken } = await import("@/server/link-token");
const { duplicateSession, saveSession, setFunderFileNumber, setRegistrationStatus } =
  await import("@/features/session-desk/actions");
const { sessionValuesOf } = await import("@/features/sessions/admin-schema");
const { createTrainerLinkAction, sendTrainerLinkAction } =
  await import("@/features/attendance/actions");
const { trainerLinkInForce, trainerLinkSession } =
  await import("@/features/attendance/trainer-link");
const { getSiteSecret } = await import("@/server/site-secret");
const scanRoute = await import("@/app/api/sessions/[id]/feuille-signee/route");

const SECRET = "s".repeat(43);
const evidence = { clientAddress: "203.0.113.9", userAgent: "Mozilla/5.0 (Test) Téléphone" };
const drawn = { kind: "drawn" as const, signature: "M10 50L60 20L120 70L200 30" };

/** The bytes of a file a mail joins. */
const joined = (mail: typeof outbox.$inferSelect, index: number) =>
  new Uint8Array(Buffer.from(mail.attachments![index]!.content, "base64"));

/** A PDF's text on one line: where a line breaks depends on the page, not on what it says. */
const textOf = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, " ");

/** An instant of the session's days, in Paris (winter time: UTC+1). */
const NOT_A_HALF_DAY = "Cette demi-journée ne fait pas partie de la session : rechargez la page.";
const at = (day: string, time: string) => new Date(`2026-12-${day}T${time}:00+01:00`);
/** Why staff record a presence nobody signed online. */
const PAPER = "Feuille papier signée en salle";

/** Attendance per half-day: who may record what, and when; the certificates it produces. */
describe.each(databaseTargets)("attendance per half-day on $name", (target) => {
  const world = useAdministration(target);
  const { as } = world;

  const clock = (instant: Date) => {
    clockState.now = instant;
  };

  /** A two-day session in the client's premises (in the room) and its three confirmed trainees with their links. */
  async function sessionOfThree(place: "client" | "remote" = "client") {
    const [formation] = await world.db
      .insert(formations)
      .values({
        slug: `python-${place}-${Math.random().toString(36).slice(2, 10)}`,
        title: "Python pour l'analyse de données",
        duration: "2 jours",
        price_no_tax: "1400",
        objectives: ["Charger et nettoyer des données avec pandas"],
        assessment_methods: ["Exercices corrigés"],
      })
      .returning();
    const [session] = await world.db
      .insert(trainingSessions)
      .values({
        formation_id: formation!.id,
        start_date: "2026-12-14",
        end_date: "2026-12-15",
        daily_hours: "9 h – 17 h",
        place,
        ...(place === "remote" && { remote_link: "https://classe.example/python" }),
        capacity: 8,
        status: "open",
        trainer: "Inès Garnier",
      })
      .returning();
    const trainees = [];
    for (const [first, last, email] of [
      ["Zoé", "Martin", "zoe@acme.fr"],
      ["Paul", "Durand", "paul@acme.fr"],
      ["Inès", "Petit", "ines@acme.fr"],
    ] as const) {
      const [row] = await world.db
        .insert(registrations)
        .values({
          session_id: session!.id,
          trainee_name: `${first} ${last}`,
          first_name: first,
          last_name: last,
          email,
          payer: "entreprise",
          company: "Acme",
          status: "confirmed",
        })
        .returning();
      const token = `jeton-${row!.id}-${"x".repeat(40)}`;
      await world.db
        .insert(registrationTokens)
        .values({ token_hash: hashLinkToken(token), registration_id: row!.id, email });
      trainees.push({ id: row!.id, email, token });
    }
    return {
      formationId: formation!.id,
      sessionId: session!.id,
      trainees: trainees as [(typeof trainees)[0], (typeof trainees)[0], (typeof trainees)[0]],
    };
  }

  const markOf = async (registrationId: number, day: string, half: "am" | "pm") =>
    (
      await world.db
        .select()
        .from(attendanceMarks)
        .where(
          and(
            eq(attendanceMarks.registration_id, registrationId),
            eq(attendanceMarks.day, day),
            eq(attendanceMarks.half, half),
          ),
        )
    )[0];

  /** The paper sheet signed in the room, scanned and sent at `when`. */
  const paperSheet = async (sessionId: number, when: Date) => {
    const data = Buffer.from(`%PDF-1.4\n% feuille signée ${sessionId}\n%%EOF\n`);
    await world.db.insert(attendanceScans).values({
      session_id: sessionId,
      format: "pdf",
      data,
      size: data.byteLength,
      sha256: createHash("sha256").update(data).digest("hex"),
      uploaded_at: when,
    });
  };

  /** « Créer le lien du formateur », and the token of the link it made, as staff then see it. */
  const newTrainerToken = async (sessionId: number, replace = false) => {
    expect(await createTrainerLinkAction({ id: sessionId, replace })).toEqual({ ok: true });
    return (await trainerLinkInForce(world.db, await getSiteSecret(), sessionId))!;
  };

  const statusOf = async (id: number) =>
    (await world.db.select().from(registrations).where(eq(registrations.id, id)))[0]!.status;

  it("records nothing before a half-day starts, then present, absent or partial; a correction needs a reason, kept in the journal", async () => {
    const { sessionId, trainees } = await sessionOfThree();
    const [zoe, paul, ines] = trainees;
    const morning = { session: sessionId, day: "2026-12-14", half: "am" as const };
    as("admin");

    // The 'Présent' of 26 November for a session of 14 December.
    clock(new Date("2026-11-26T10:00:00Z"));
    expect(await markAttendanceAction({ ...morning, ids: [zoe.id], status: "present" })).toEqual({
      ok: false,
      status: 409,
      error:
        "Cette demi-journée n'a pas commencé : la présence se relève à partir de 9 h, lundi 14 décembre, matin.",
    });
    expect(await markOf(zoe.id, "2026-12-14", "am")).toBeUndefined();

    clock(at("14", "09:10"));
    expect(
      await markAttendanceAction({ ...morning, ids: [paul.id], status: "absent" }),
    ).toMatchObject({ ok: true });
    expect(
      await markAttendanceAction({
        ...morning,
        ids: [ines.id],
        status: "partial",
        arrived_at: "08:00",
        left_at: "12:30",
      }),
    ).toMatchObject({
      ok: false,
      error: "Les heures doivent être comprises entre 9 h et 12 h 30.",
    });
    expect(
      await markAttendanceAction({
        ...morning,
        ids: [ines.id],
        status: "partial",
        arrived_at: "09:40",
        left_at: "12:30",
        reason: "Arrivée en retard, train supprimé",
      }),
    ).toMatchObject({ ok: true });
    // 'Tous présents' marks only those nobody recorded, with the reason nobody signed.
    expect(await markAllPresentAction({ ...morning, reason: "" })).toMatchObject({
      ok: false,
      fieldErrors: {
        reason:
          "Indiquez le motif : ces stagiaires n'ont pas signé cette demi-journée (feuille papier, réseau indisponible…).",
      },
    });
    expect(await markAllPresentAction({ ...morning, reason: PAPER })).toEqual({
      ok: true,
      notice: "1 stagiaire marqué présent : lundi 14 décembre, matin.",
    });
    expect(await markOf(zoe.id, "2026-12-14", "am")).toMatchObject({
      status: "present",
      reason: PAPER,
      signed_at: null,
    });
    expect(await markOf(ines.id, "2026-12-14", "am")).toMatchObject({
      status: "partial",
      arrived_at: "09:40",
      left_at: "12:30",
    });
    expect(await statusOf(zoe.id)).toBe("present");
    expect(await statusOf(paul.id)).toBe("confirmed");

    // Once the morning has ended, changing it is a correction: refused without a reason.
    clock(at("14", "14:00"));
    expect(
      await markAttendanceAction({ ...morning, ids: [paul.id], status: "present" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        reason:
          "Indiquez le motif de la correction : elle modifie une signature ou une demi-journée terminée, et le journal la conserve.",
      },
    });
    expect(
      await markAttendanceAction({
        ...morning,
        ids: [paul.id],
        status: "present",
        reason: "Arrivé avec le formateur, oublié",
      }),
    ).toMatchObject({ ok: true });
    expect(await statusOf(paul.id)).toBe("present");
    const journal = await world.db.select().from(auditLog).where(eq(auditLog.entity_id, paul.id));
    expect(journal.map((line) => [line.summary, line.evidence])).toContainEqual([
      "Présence corrigée : DURAND Paul, lundi 14 décembre, matin, absent → présent. Motif : Arrivé avec le formateur, oublié",
      // Kept as long as the registration: the purge keeps the journal 12 months otherwise.
      true,
    ]);

    // A member of staff who is not an administrator records nothing.
    as("member");
    expect(
      await markAttendanceAction({ ...morning, ids: [paul.id], status: "absent", reason: "x" }),
    ).toMatchObject({
      ok: false,
      status: 403,
    });
    // Another session's trainee cannot be slipped into this session's half-day.
    as("admin");
    const other = await sessionOfThree();
    expect(
      await markAttendanceAction({ ...morning, ids: [other.trainees[0].id], status: "absent" }),
    ).toMatchObject({
      ok: false,
      error: "Un des stagiaires choisis n'est plus inscrit à cette session : rechargez la page.",
    });
  });

  it("lets a trainee sign only their own line, only during the half-day, and in the room only with a fresh QR code", async () => {
    const { sessionId, trainees } = await sessionOfThree();
    const [zoe, paul] = trainees;
    const other = await sessionOfThree();
    const sign = (token: string, code: string | undefined, now: Date, slot = "2026-12-14/am") =>
      signAsTrainee(
        world.db,
        SECRET,
        signingCredential(SECRET, token),
        { signature: drawn, code, slot },
        evidence,
        now,
      );

    expect(
      await sign(zoe.token, roomCode(SECRET, sessionId, at("14", "08:20")), at("14", "08:20")),
    ).toBe("no-slot");
    const arrival = at("14", "08:45");
    expect(await sign(zoe.token, undefined, arrival)).toBe("code");
    // The QR code of another session, or one shown eleven minutes ago, opens nothing.
    expect(await sign(zoe.token, roomCode(SECRET, other.sessionId, arrival), arrival)).toBe("code");
    expect(await sign(zoe.token, roomCode(SECRET, sessionId, at("14", "08:34")), arrival)).toBe(
      "code",
    );
    // A code scanned four minutes before the signature is sent is too old.
    expect(await sign(zoe.token, roomCode(SECRET, sessionId, at("14", "08:41")), arrival)).toBe(
      "code",
    );
    expect(await sign(zoe.token, roomCode(SECRET, sessionId, at("14", "08:44")), arrival)).toBe(
      "signed",
    );
    expect(await sign(zoe.token, roomCode(SECRET, sessionId, arrival), arrival)).toBe("already");
    expect(await markOf(zoe.id, "2026-12-14", "am")).toMatchObject({
      status: "present",
      signature_kind: "drawn",
      signature: drawn.signature,
      signed_at: arrival,
      signer_address: "203.0.113.9",
      signer_user_agent: "Mozilla/5.0 (Test) Téléphone",
      signed_from: "room",
    });
    // Paul's line stays his: Zoé's link signs only hers.
    expect(await markOf(paul.id, "2026-12-14", "am")).toBeUndefined();
    // After the half-day, and between half-days, nothing opens.
    expect(
      await sign(paul.token, roomCode(SECRET, sessionId, at("14", "12:35")), at("14", "12:35")),
    ).toBe("no-slot");
    // A cancelled trainee's link signs nothing.
    await world.db
      .update(registrations)
      .set({ status: "cancelled" })
      .where(eq(registrations.id, paul.id));
    expect(
      await sign(paul.token, roomCode(SECRET, sessionId, at("14", "13:20")), at("14", "13:20")),
    ).toBe("closed");
    expect(
      await sign(
        "jeton-inconnu",
        roomCode(SECRET, sessionId, at("14", "13:20")),
        at("14", "13:20"),
      ),
    ).toBe("closed");

    // Online, the link alone signs, during the half-day.
    const online = await sessionOfThree("remote");
    // The form of one half-day signs no other: the morning's, sent after lunch.
    expect(
      await sign(online.trainees[0].token, undefined, at("15", "14:00"), "2026-12-15/am"),
    ).toBe("no-slot");
    expect(
      await sign(online.trainees[0].token, undefined, at("15", "14:00"), "2026-12-15/pm"),
    ).toBe("signed");
    expect(await markOf(online.trainees[0].id, "2026-12-15", "pm")).toMatchObject({
      signed_from: "remote",
    });
  });

  it("never lets a trainee's signature replace what staff recorded, and signs only with this site's credential, never the page's token", async () => {
    const online = await sessionOfThree("remote");
    const [zoe, paul, ines] = online.trainees;
    const morning = { session: online.sessionId, day: "2026-12-14", half: "am" as const };
    const signWith = (credential: string, now: Date) =>
      signAsTrainee(
        world.db,
        SECRET,
        credential,
        { signature: drawn, code: undefined, slot: "2026-12-14/am" },
        evidence,
        now,
      );
    as("admin");
    clock(at("14", "09:10"));
    expect(
      await markAttendanceAction({ ...morning, ids: [paul.id], status: "absent" }),
    ).toMatchObject({ ok: true });
    const recorded = await markOf(paul.id, "2026-12-14", "am");

    // Paul, recorded absent, signs from his link an hour later: refused, the record unchanged.
    expect(await signWith(signingCredential(SECRET, paul.token), at("14", "10:10"))).toBe(
      "recorded",
    );
    expect(await markOf(paul.id, "2026-12-14", "am")).toEqual(recorded);
    expect(recorded).toMatchObject({ status: "absent", signed_at: null });
    expect(recorded!.marked_by).not.toBeNull();
    expect(await statusOf(paul.id)).toBe("confirmed");

    // The page's token itself (which cancels and hands over) signs nothing, nor a made-up MAC.
    expect(await signWith(zoe.token, at("14", "10:10"))).toBe("closed");
    const [hash] = signingCredential(SECRET, zoe.token).split(".");
    expect(await signWith(`${hash}.${"A".repeat(43)}`, at("14", "10:10"))).toBe("closed");
    expect(await signWith(signingCredential("autre secret", zoe.token), at("14", "10:10"))).toBe(
      "closed",
    );
    expect(await markOf(zoe.id, "2026-12-14", "am")).toBeUndefined();
    expect(await signWith(signingCredential(SECRET, ines.token), at("14", "10:10"))).toBe("signed");
  });

  it("lists under « À émarger » the sessions under way with a trainee, and not one whose trainees all left", async () => {
    const withTrainees = await sessionOfThree();
    const emptied = await sessionOfThree("remote");
    await world.db
      .update(registrations)
      .set({ status: "cancelled" })
      .where(eq(registrations.session_id, emptied.sessionId));
    const today = "2026-12-14";
    const listed = (await loadSessionsScreen(world.db, { vue: "a-emarger" }, today)).rows.map(
      (row) => row.id,
    );
    expect(listed).toContain(withTrainees.sessionId);
    expect(listed).not.toContain(emptied.sessionId);
  });

  it("issues the certificates of a session whose attendance is completed 90 days after its end, listed under « Émargement à compléter » until then", async () => {
    const { sessionId, trainees } = await sessionOfThree();
    // Addresses of their own: the other tests read what the first three addresses received.
    for (const { id } of trainees)
      await world.db
        .update(registrations)
        .set({ email: `tardif-${id}@acme.fr` })
        .where(eq(registrations.id, id));
    const late = new Date("2027-03-15T10:00:00+01:00");
    const waiting = async () =>
      (await loadSessionsScreen(world.db, { vue: "a-emarger" }, "2027-03-15")).rows.map(
        (row) => row.id,
      );
    expect(await waiting()).toContain(sessionId);
    expect(await issueDueCertificates(world.db, siteConfig, late)).toBe(0);

    clock(late);
    as("admin");
    for (const day of ["2026-12-14", "2026-12-15"])
      for (const half of ["am", "pm"] as const)
        expect(
          await markAllPresentAction({ session: sessionId, day, half, reason: PAPER }),
        ).toMatchObject({ ok: true });
    await paperSheet(sessionId, late);
    expect(await issueDueCertificates(world.db, siteConfig, late)).toBe(3);
    const issued = await world.db
      .select({ registration: attendanceCertificates.registration_id })
      .from(attendanceCertificates)
      .where(eq(attendanceCertificates.kind, "realisation"));
    expect(issued.map((row) => row.registration).sort()).toEqual(
      trainees.map((trainee) => trainee.id).sort(),
    );
  });

  it("shows the trainer's link in force until staff replace it, and mails it to the trainer's address", async () => {
    const { sessionId } = await sessionOfThree();
    clock(at("14", "08:00"));
    as("member");
    expect(await createTrainerLinkAction({ id: sessionId, replace: false })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await sendTrainerLinkAction(sessionId)).toMatchObject({ ok: false, status: 403 });
    as("admin");
    const secret = await getSiteSecret();
    expect(await trainerLinkInForce(world.db, secret, sessionId)).toBeNull();
    const first = await newTrainerToken(sessionId);
    // Read again, as each visit of the session's page does: the same link, still working.
    expect(await trainerLinkInForce(world.db, secret, sessionId)).toBe(first);
    expect(await trainerLinkSession(world.db, first, "2026-12-14")).toBe(sessionId);
    expect(await sendTrainerLinkAction(sessionId)).toMatchObject({
      ok: false,
      error: "Indiquez d'abord l'e-mail du formateur dans la session.",
    });
    await world.db
      .update(trainingSessions)
      .set({ trainer_email: "ines.garnier@formateurs.example" })
      .where(eq(trainingSessions.id, sessionId));
    expect(await sendTrainerLinkAction(sessionId)).toEqual({
      ok: true,
      notice: "Lien envoyé à ines.garnier@formateurs.example.",
    });
    const [mail] = await world.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "ines.garnier@formateurs.example"));
    expect(mail!.subject).toBe(
      "Votre lien d'émargement : Python pour l'analyse de données, du 14 au 15 décembre 2026, 9 h – 17 h | Atlas Tech Formation",
    );
    expect(mail!.text).toContain(`/emargement/formateur/${first}`);

    // « Créer » from a page drawn before the link existed does not close it; replacing it, a
    // separate action staff confirm, does.
    expect(await createTrainerLinkAction({ id: sessionId, replace: false })).toMatchObject({
      ok: false,
      status: 409,
      error: "Un lien du formateur existe déjà : rechargez la page.",
    });
    expect(await trainerLinkInForce(world.db, secret, sessionId)).toBe(first);
    const second = await newTrainerToken(sessionId, true);
    expect(second).not.toBe(first);
    expect(await trainerLinkSession(world.db, first, "2026-12-14")).toBeNull();
    expect(await trainerLinkSession(world.db, second, "2026-12-14")).toBe(sessionId);
    const [journal] = await world.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "session"), eq(auditLog.entity_id, sessionId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(journal!.summary).toBe("Lien d'émargement du formateur remplacé");
  });

  it("takes the trainer's signature once per half-day that has started, from the named trainer only", async () => {
    const { sessionId } = await sessionOfThree();
    const afternoon = { session: sessionId, day: "2026-12-14", half: "pm" as const };
    as("admin");
    // An administrator who is not the session's trainer signs nothing in her name.
    clock(at("14", "16:55"));
    expect(
      await countersignAction({ ...afternoon, signature_kind: "typed", typed: "Inès Garnier" }),
    ).toEqual({
      ok: false,
      status: 409,
      error:
        "Seul le formateur de la session, Inès Garnier, contresigne : par son lien, ou connecté avec son propre compte (l'e-mail du formateur de la session).",
    });
    // The trainer's own account (the administrator's e-mail is the session's trainer e-mail).
    // Naming it is journaled, and closes the link made for the trainer before.
    const trainerToken = await newTrainerToken(sessionId);
    const [stored] = await world.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, sessionId));
    const [named] = await world.db
      .insert(trainers)
      .values({ name: stored!.trainer!, email: "Admin@Atlas.example", kind: "internal" })
      .returning();
    expect(
      await saveSession(sessionId, { ...sessionValuesOf(stored!), trainer_id: String(named!.id) }),
    ).toMatchObject({ ok: true });
    expect(await trainerLinkSession(world.db, trainerToken, "2026-12-14")).toBeNull();
    const [journal] = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "session"), eq(auditLog.entity_id, sessionId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(journal!.summary).toBe(
      "Python pour l'analyse de données, du 14 au 15 décembre 2026 ; formateur : Inès Garnier → Inès Garnier (Admin@Atlas.example)",
    );
    clock(at("14", "12:00"));
    expect(
      await countersignAction({ ...afternoon, signature_kind: "typed", typed: "Inès Garnier" }),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining("Cette demi-journée n'a pas commencé"),
    });
    clock(at("14", "16:55"));
    expect(
      await countersignAction({ ...afternoon, signature_kind: "drawn", drawn: "M1 1" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { drawn: "Signez dans le cadre, avec le doigt ou la souris." },
    });
    expect(
      await countersignAction({ ...afternoon, signature_kind: "typed", typed: "Inès Garnier" }),
    ).toEqual({
      ok: true,
      notice: "Demi-journée contresignée : lundi 14 décembre, après-midi.",
    });
    expect(
      await countersignAction({ ...afternoon, signature_kind: "typed", typed: "Inès Garnier" }),
    ).toMatchObject({
      ok: false,
      error: "lundi 14 décembre, après-midi est déjà contresigné.",
    });
    const [row] = await world.db
      .select()
      .from(attendanceCountersignatures)
      .where(eq(attendanceCountersignatures.session_id, sessionId));
    expect(row).toMatchObject({
      signature_kind: "typed",
      signature: "Inès Garnier",
      trainer_name: "Inès Garnier",
      day: "2026-12-14",
      half: "pm",
    });
  });

  it("certifies only the half-days proven by both signatures, the paper sheet or a signed statement, holding back only the trainee whose proof is missing", async () => {
    const { formationId, sessionId, trainees } = await sessionOfThree();
    const [zoe, paul, ines] = trainees;
    await world.db
      .update(trainingSessions)
      .set({ trainer_email: "admin@atlas.example" })
      .where(eq(trainingSessions.id, sessionId));
    const completion = async () =>
      (await readComputedYears(world.db, "2026-12-20", formationId))[0]?.completion_rate;
    const sign = (token: string, slot: string, now: Date) =>
      signAsTrainee(
        world.db,
        SECRET,
        signingCredential(SECRET, token),
        { signature: drawn, code: roomCode(SECRET, sessionId, now), slot },
        evidence,
        now,
      );
    as("admin");
    const slots = [
      ["14", "am", "09:05"],
      ["14", "pm", "13:35"],
      ["15", "am", "09:05"],
      ["15", "pm", "13:35"],
    ] as const;
    for (const [day, half, time] of slots) {
      clock(at(day, time));
      const slot = { session: sessionId, day: `2026-12-${day}`, half };
      // Zoé signs every half-day; Inès every morning, and forgets her phone on Monday
      // afternoon; Paul signs on Monday morning, staff record him on Tuesday morning.
      expect(await sign(zoe.token, `${slot.day}/${half}`, at(day, time))).toBe("signed");
      if (half === "am")
        expect(await sign(ines.token, `${slot.day}/am`, at(day, time))).toBe("signed");
      if (day === "14" && half === "pm")
        await markAttendanceAction({
          ...slot,
          ids: [ines.id],
          status: "present",
          reason: "Téléphone oublié",
        });
      if (day === "15" && half === "pm")
        await markAttendanceAction({ ...slot, ids: [ines.id], status: "absent" });
      if (day === "14" && half === "am")
        expect(await sign(paul.token, `${slot.day}/am`, at(day, time))).toBe("signed");
      else if (day === "15" && half === "am")
        await markAttendanceAction({
          ...slot,
          ids: [paul.id],
          status: "present",
          reason: "Arrivé sans téléphone",
        });
      else await markAttendanceAction({ ...slot, ids: [paul.id], status: "absent" });
      // The trainer countersigns every half-day but Tuesday afternoon, so far.
      if (!(day === "15" && half === "pm"))
        expect(
          await countersignAction({ ...slot, signature_kind: "typed", typed: "Inès Garnier" }),
        ).toMatchObject({ ok: true });
    }
    const end = at("15", "18:00");
    // Tuesday afternoon lacks the countersignature: Zoé's certificate waits; Inès was absent
    // then, but her Monday afternoon lacks a proof; Paul's Tuesday morning too.
    expect(await issueDueCertificates(world.db, siteConfig, end)).toBe(0);
    const { readAttendancePanel } = await import("@/features/attendance/admin-queries");
    const { missingProofs, proofLackWords } = await import("@/features/attendance/proof");
    const lacking = async () =>
      missingProofs((await readAttendancePanel(world.db, sessionId))!.attendance, end).map(
        (missing) =>
          `${missing.name}, ${missing.slot.day} ${missing.slot.half} : ${missing.lacks.map((lack) => proofLackWords[lack]).join(", ")}`,
      );
    expect(await lacking()).toEqual([
      "PETIT Inès, 2026-12-14 pm : signature du stagiaire ou attestation signée",
      "DURAND Paul, 2026-12-15 am : signature du stagiaire ou attestation signée",
      "MARTIN Zoé, 2026-12-15 pm : contresignature du formateur",
    ]);

    clock(at("15", "17:30"));
    expect(
      await countersignAction({
        session: sessionId,
        day: "2026-12-15",
        half: "pm",
        signature_kind: "typed",
        typed: "Inès Garnier",
      }),
    ).toMatchObject({ ok: true });
    // The trainer recorded each one's result: the attestations go with the certificates.
    await world.db.insert(questionnaireAnswers).values(
      [zoe, ines, paul].map((trainee) => ({
        registration_id: trainee.id,
        questionnaire: "results" as const,
        answers: [
          {
            question: "Charger et nettoyer des données avec pandas",
            kind: "choice" as const,
            answer: "Acquis",
          },
        ],
        answered_at: at("15", "17:00"),
        entered_by: "Inès Garnier (formateur)",
      })),
    );
    // Zoé's proof is complete: hers goes out, the others' wait.
    expect(await issueDueCertificates(world.db, siteConfig, end)).toBe(1);
    expect(await issueDueCertificates(world.db, siteConfig, end)).toBe(0);

    // Paul's proof will not come: staff settle his Tuesday morning as not certified.
    clock(at("16", "09:00"));
    expect(
      await settleUncertifiedAction({
        session: sessionId,
        registration: paul.id,
        day: "2026-12-15",
        half: "am",
      }),
    ).toEqual({ ok: true, notice: "mardi 15 décembre, matin ne sera pas certifiée." });
    expect(
      await settleUncertifiedAction({
        session: sessionId,
        registration: zoe.id,
        day: "2026-12-15",
        half: "am",
      }),
    ).toMatchObject({
      ok: false,
      error: "Cette demi-journée est prouvée : ses heures figurent au certificat.",
    });
    // Inès's signed statement for Monday afternoon, scanned.
    const statement = Buffer.from("%PDF-1.4\n% attestation de présence signée\n%%EOF\n");
    const body = new FormData();
    body.set("fichier", new File([new Uint8Array(statement)], "attestation.pdf"));
    const statementUrl = `${site}/api/sessions/${sessionId}/feuille-signee?inscription=${ines.id}&jour=2026-12-14&demi=pm`;
    const params = { params: Promise.resolve({ id: String(sessionId) }) };
    const sameSite = { origin: site, host: "atlas.example" };
    expect(
      (await scanRoute.POST(await formPost(statementUrl, body, sameSite), params)).status,
    ).toBe(200);
    // A statement for a half-day she did not attend is refused.
    const absentUrl = statementUrl.replace("2026-12-14&demi=pm", "2026-12-15&demi=pm");
    const refused = await scanRoute.POST(await formPost(absentUrl, body, sameSite), params);
    expect([refused.status, await refused.json()]).toEqual([
      409,
      {
        ok: false,
        error:
          "L'attestation signée porte sur une demi-journée terminée que la grille indique suivie par ce stagiaire : rechargez la page.",
      },
    ]);
    expect(await issueDueCertificates(world.db, siteConfig, at("16", "10:00"))).toBe(2);
    const [session] = await world.db
      .select({ issued: trainingSessions.certificates_issued_at })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, sessionId));
    expect(session!.issued).toEqual(at("16", "10:00"));

    const certificates = await world.db
      .select()
      .from(attendanceCertificates)
      .where(isNull(attendanceCertificates.superseded_at));
    const minutes = (id: number) =>
      certificates.filter((row) => row.registration_id === id).map((row) => row.attended_minutes);
    expect(minutes(zoe.id)).toEqual([840, 840]);
    expect(minutes(ines.id)).toEqual([630, 630]);
    expect(minutes(paul.id)).toEqual([210, 210]);

    const mailTo = async (email: string) =>
      world.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id);
    const [inesMail] = await mailTo(ines.email);
    expect(inesMail!.subject).toBe(
      "Certificat de réalisation : Python pour l'analyse de données | Atlas Tech Formation",
    );
    const files = inesMail!.attachments!.map((file) => file.filename);
    expect(files).toEqual([
      "certificat-de-realisation-PETIT-Ines.pdf",
      "attestation-de-fin-de-formation-PETIT-Ines.pdf",
    ]);
    const certificate = await textOf(joined(inesMail!, 0));
    expect(certificate).toContain("Certificat de réalisation");
    expect(certificate).toContain("PETIT Inès");
    expect(certificate).toContain("10 h 30 sur 14 h prévues");
    expect(certificate).toContain("[X] Action de formation");
    const attestation = await textOf(joined(inesMail!, 1));
    expect(attestation).toContain("Attestation de fin de formation");
    expect(attestation).toContain("Charger et nettoyer des données avec pandas");
    expect(attestation).toContain("Résultats de l'évaluation des acquis");
    expect(await textOf(joined((await mailTo(paul.email))[0]!, 0))).toContain(
      "3 h 30 sur 14 h prévues",
    );
    // The formation's completion counts each trainee by the hours attended: (1 + 0.75 + 0.5) / 3.
    expect(await completion()).toBe(75);

    // The sheet prints staff's record as such, never as a signature, and each one's proven hours.
    const sheet = await textOf(
      new Uint8Array(
        await renderAttendanceSheet(
          siteConfig,
          { ...(await readSession(world.db, sessionId))!, id: sessionId },
          (await readAttendancePanel(world.db, sessionId))!.attendance,
          { blank: false, now: at("16", "10:00") },
        ),
      ),
    );
    expect(sheet).toContain(`Session n° ${sessionId}`);
    expect(sheet).toMatch(
      /PETIT Inès : Relevé par Prénom admin@atlas\.example le 14\/12\/2026 à 13 h 35, motif : Téléphone oublié\. Attestation signée du stagiaire déposée le/,
    );
    expect(sheet).toContain(
      "DURAND Paul : Relevé par Prénom admin@atlas.example le 15/12/2026 à 9 h 05, motif : Arrivé sans téléphone. Non certifiée : sans preuve de présence",
    );
    expect(sheet).toContain(
      "Formateur Inès Garnier : contresigné le 14/12/2026 à 9 h 05 connecté à son compte",
    );

    // Inès came back on Tuesday afternoon: staff correct it, her certificate is withdrawn until
    // its proof comes, then issued anew.
    clock(at("16", "11:00"));
    expect(
      await markAttendanceAction({
        session: sessionId,
        day: "2026-12-15",
        half: "pm",
        ids: [ines.id],
        status: "present",
        reason: "Revenue, signé sur papier",
      }),
    ).toMatchObject({ ok: true });
    const current = async (id = ines.id) =>
      (
        await world.db
          .select()
          .from(attendanceCertificates)
          .where(
            and(
              eq(attendanceCertificates.registration_id, id),
              isNull(attendanceCertificates.superseded_at),
            ),
          )
      ).map((row) => row.attended_minutes);
    expect(await current()).toEqual([]);
    // A date that is no day is no half-day: refused, never an error of the database.
    const noDay = await scanRoute.GET(
      new Request(statementUrl.replace("2026-12-14", "2026-02-31")),
      params,
    );
    expect(noDay.status).toBe(404);
    const tuesday = statementUrl.replace("2026-12-14&demi=pm", "2026-12-15&demi=pm");
    expect((await scanRoute.POST(await formPost(tuesday, body, sameSite), params)).status).toBe(
      200,
    );
    expect(await current()).toEqual([]);
    expect(await issueDueCertificates(world.db, siteConfig, at("16", "12:00"))).toBe(1);
    expect(await current()).toEqual([840, 840]);
    const corrected = (await mailTo(ines.email)).at(-1)!;
    expect(await textOf(joined(corrected, 0))).toContain("pour une durée de 14 h (1).");

    // Paul's signed statement turns up after all, the session being done: his settled morning
    // counts again, and his certificate is issued anew at once.
    const paulUrl = `${site}/api/sessions/${sessionId}/feuille-signee?inscription=${paul.id}&jour=2026-12-15&demi=am`;
    expect((await scanRoute.POST(await formPost(paulUrl, body, sameSite), params)).status).toBe(
      200,
    );
    expect(await current(paul.id)).toEqual([420, 420]);

    // Each time certificates went out or a correction touched what they stated, the attendance
    // was frozen: the sheet and its records as they were, each version with its reason.
    const versions = await attendanceVersionsOf(world.db, sessionId);
    expect(versions.map((version) => version.reason)).toEqual([
      "Documents émis : MARTIN Zoé",
      "Documents émis : DURAND Paul et PETIT Inès",
      "Présence corrigée : PETIT Inès, mardi 15 décembre, après-midi. Motif : Revenue, signé sur papier",
      "Documents émis : PETIT Inès",
      expect.stringMatching(
        /^Attestation de présence signée \(.*\) déposée : PDF, .*, SHA-256 [0-9a-f]{64}$/,
      ),
    ]);
    // The first version stays as it was, its records the digest its sheet prints.
    const first = (await attendanceVersionFiles(world.db, sessionId, "1"))!;
    expect(createHash("sha256").update(first.record).digest("hex")).toBe(
      versions[0]!.record_sha256,
    );
    expect((await textOf(new Uint8Array(first.sheet))).replaceAll(" ", "")).toContain(
      versions[0]!.record_sha256,
    );
    expect(
      JSON.parse(first.record).trainees.find((t: { name: string }) => t.name === "PETIT Inès")
        .marks,
    ).not.toContainEqual(
      expect.objectContaining({ day: "2026-12-15", half: "pm", status: "present" }),
    );
  });

  it("takes a done session up again when a correction gives hours to a trainee who had none", async () => {
    as("admin");
    const { sessionId, trainees } = await sessionOfThree();
    const [zoe, paul, ines] = trainees;
    for (const [day, half, time] of [
      ["14", "am", "09:05"],
      ["14", "pm", "13:35"],
      ["15", "am", "09:05"],
      ["15", "pm", "13:35"],
    ] as const) {
      clock(at(day, time));
      const slot = { session: sessionId, day: `2026-12-${day}`, half };
      expect(
        await markAttendanceAction({
          ...slot,
          ids: [zoe!.id, paul!.id],
          status: "present",
          reason: "Feuille papier signée en salle",
        }),
      ).toMatchObject({ ok: true });
      expect(
        await markAttendanceAction({ ...slot, ids: [ines!.id], status: "absent" }),
      ).toMatchObject({ ok: true });
    }
    const sheet = Buffer.from("%PDF-1.4\n% feuille signée\n%%EOF\n");
    await world.db.insert(attendanceScans).values({
      session_id: sessionId,
      format: "pdf",
      data: sheet,
      size: sheet.byteLength,
      sha256: "1".repeat(64),
      uploaded_at: at("15", "18:00"),
    });
    await world.db.insert(questionnaireAnswers).values(
      [zoe!, paul!].map((trainee) => ({
        registration_id: trainee.id,
        questionnaire: "results" as const,
        answers: [
          {
            question: "Charger et nettoyer des données avec pandas",
            kind: "choice" as const,
            answer: "Acquis",
          },
        ],
        answered_at: at("15", "17:00"),
        entered_by: "Inès Garnier (formateur)",
      })),
    );
    // Zoé and Paul get both documents; Inès, absent throughout, none: the session is done.
    expect(await issueDueCertificates(world.db, siteConfig, at("15", "18:30"))).toBe(2);
    const issuedAt = async () =>
      (
        await world.db
          .select({ issued: trainingSessions.certificates_issued_at })
          .from(trainingSessions)
          .where(eq(trainingSessions.id, sessionId))
      )[0]!.issued;
    expect(await issuedAt()).toEqual(at("15", "18:30"));
    // She came on Tuesday afternoon after all: her hours wait for their proof, her attestation
    // for her results, and the session is taken up again by the hourly run and the evaluation.
    clock(at("16", "09:00"));
    expect(
      await markAttendanceAction({
        session: sessionId,
        day: "2026-12-15",
        half: "pm",
        ids: [ines!.id],
        status: "present",
        reason: "Venue l'après-midi, feuille oubliée",
      }),
    ).toMatchObject({ ok: true });
    expect(await issuedAt()).toBeNull();
  });

  it("prints each trainee's funder file number beside their company, as staff entered it", async () => {
    const { sessionId, trainees } = await sessionOfThree();
    const [zoe] = trainees;
    as("member");
    expect(await setFunderFileNumber({ id: zoe.id, file: "OPCO-2026-004512" })).toMatchObject({
      ok: false,
      status: 403,
    });
    as("admin");
    expect(await setFunderFileNumber({ id: zoe.id, file: "x".repeat(51) })).toMatchObject({
      ok: false,
      fieldErrors: { file: "50 caractères au plus." },
    });
    expect(await setFunderFileNumber({ id: zoe.id, file: " OPCO-2026-004512 " })).toEqual({
      ok: true,
    });
    const [row] = await world.db.select().from(registrations).where(eq(registrations.id, zoe.id));
    expect(row!.funder_file_number).toBe("OPCO-2026-004512");
    const journal = await world.db.select().from(auditLog).where(eq(auditLog.entity_id, zoe.id));
    expect(journal.map((line) => line.summary)).toContain(
      "Zoé Martin : n° de dossier du financeur « OPCO-2026-004512 »",
    );
    const { readAttendancePanel } = await import("@/features/attendance/admin-queries");
    const sheet = await textOf(
      new Uint8Array(
        await renderAttendanceSheet(
          siteConfig,
          { ...(await readSession(world.db, sessionId))!, id: sessionId },
          (await readAttendancePanel(world.db, sessionId))!.attendance,
          { blank: true, now: at("14", "08:00") },
        ),
      ),
    );
    expect(sheet).toContain("Dossier OPCO-2026-004512");
    // Blank takes it away.
    expect(await setFunderFileNumber({ id: zoe.id, file: "" })).toEqual({ ok: true });
    const [cleared] = await world.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, zoe.id));
    expect(cleared!.funder_file_number).toBeNull();
  });

  it("keeps what a trainee attended once they leave, holds the dates once attendance is recorded, and closes a former trainer's link", async () => {
    const { sessionId, trainees } = await sessionOfThree();
    const [zoe, paul, ines] = trainees;
    as("admin");
    clock(at("14", "10:00"));
    const trainerToken = await newTrainerToken(sessionId);
    expect(await trainerLinkSession(world.db, trainerToken, "2026-12-14")).toBe(sessionId);
    const morning = { session: sessionId, day: "2026-12-14", half: "am" as const };
    expect(
      await markAttendanceAction({ ...morning, ids: [paul.id], status: "absent" }),
    ).toMatchObject({
      ok: true,
    });
    expect(await markAllPresentAction({ ...morning, reason: PAPER })).toMatchObject({ ok: true });
    // One who attended stays so: staff cannot cancel Zoé, only record her half-days.
    expect(await setRegistrationStatus(zoe.id, "cancelled")).toMatchObject({ ok: false });
    // Paul, absent, leaves: his line stays on the sheet, and no longer waits to be filled.
    expect(await setRegistrationStatus(paul.id, "cancelled")).toMatchObject({ ok: true });
    const { readAttendance, readAttendanceSession } = await import("@/features/attendance/marks");
    const sheet = await readAttendance(
      world.db,
      (await readAttendanceSession(world.db, sessionId))!,
    );
    expect(sheet.lines.map((line) => [line.name, line.attending])).toEqual([
      ["DURAND Paul", false],
      ["MARTIN Zoé", true],
      ["PETIT Inès", true],
    ]);
    const [row] = await world.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, sessionId));
    const values = sessionValuesOf(row!);
    expect(
      await saveSession(sessionId, { ...values, start_date: "2026-12-21", end_date: "2026-12-22" }),
    ).toEqual({
      ok: false,
      status: 409,
      error:
        "La présence est déjà relevée pour cette session : ses dates et ses horaires ne peuvent plus changer.",
    });
    // Another trainer: the former one's link signs nothing any more.
    const [hugo] = await world.db
      .insert(trainers)
      .values({ name: "Hugo Lefèvre", kind: "external" })
      .returning();
    expect(await saveSession(sessionId, { ...values, trainer_id: String(hugo!.id) })).toMatchObject(
      {
        ok: true,
      },
    );
    expect(await trainerLinkSession(world.db, trainerToken, "2026-12-14")).toBeNull();

    for (const [day, half, time] of [
      ["14", "pm", "13:35"],
      ["15", "am", "09:05"],
      ["15", "pm", "13:35"],
    ] as const) {
      clock(at(day, time));
      await markAllPresentAction({
        session: sessionId,
        day: `2026-12-${day}`,
        half,
        reason: PAPER,
      });
    }
    await paperSheet(sessionId, at("15", "18:00"));
    // Complete without Paul's later half-days: the certificates go out, none for him.
    expect(await issueDueCertificates(world.db, siteConfig, at("15", "18:00"))).toBe(2);
    const minutes = await world.db
      .select({
        id: attendanceCertificates.registration_id,
        minutes: attendanceCertificates.attended_minutes,
      })
      .from(attendanceCertificates)
      .where(
        and(
          eq(attendanceCertificates.kind, "realisation"),
          inArray(attendanceCertificates.registration_id, [zoe.id, paul.id, ines.id]),
        ),
      );
    expect(new Map(minutes.map((line) => [line.id, line.minutes]))).toEqual(
      new Map([
        [zoe.id, 840],
        [ines.id, 840],
      ]),
    );
  });

  it("cuts a session on days of its own by each day's hours, and refuses days outside its dates", async () => {
    const { sessionId, trainees } = await sessionOfThree();
    const [zoe] = trainees;
    as("admin");
    const [row] = await world.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, sessionId));
    const values = { ...sessionValuesOf(row!), end_date: "2026-12-17" };
    expect(
      await saveSession(sessionId, { ...values, schedule: "15/12/2026\n17/12/2026 9 h – 12 h 30" }),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        schedule:
          "Les jours détaillés doivent commencer à la date de début et finir à la date de fin.",
      },
    });
    expect(
      await saveSession(sessionId, { ...values, schedule: "14/12/2026\n17/12/2026 9 h – 12 h 30" }),
    ).toMatchObject({ ok: true });
    const [saved] = await world.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, sessionId));
    expect(saved!.schedule).toEqual([
      { day: "2026-12-14", hours: null },
      { day: "2026-12-17", hours: "9 h – 12 h 30" },
    ]);
    expect(sessionValuesOf(saved!).schedule).toBe("14/12/2026\n17/12/2026 9 h – 12 h 30");

    // The 15th is no day of this session; the 17th has a morning only.
    clock(at("15", "10:00"));
    expect(
      await markAttendanceAction({
        session: sessionId,
        day: "2026-12-15",
        half: "am",
        ids: [zoe.id],
        status: "present",
      }),
    ).toMatchObject({ ok: false, error: NOT_A_HALF_DAY });
    for (const [day, half, time] of [
      ["14", "am", "09:05"],
      ["14", "pm", "13:35"],
      ["17", "am", "09:05"],
    ] as const) {
      clock(at(day, time));
      expect(
        await markAllPresentAction({
          session: sessionId,
          day: `2026-12-${day}`,
          half,
          reason: PAPER,
        }),
      ).toMatchObject({ ok: true });
    }
    expect(
      await markAttendanceAction({
        session: sessionId,
        day: "2026-12-17",
        half: "pm",
        ids: [zoe.id],
        status: "present",
      }),
    ).toMatchObject({ ok: false, error: NOT_A_HALF_DAY });
    // Staff's marks alone prove nothing; with the paper sheet, seven hours on the 14th and three
    // and a half on the 17th.
    expect(await issueDueCertificates(world.db, siteConfig, at("17", "13:00"))).toBe(0);
    await paperSheet(sessionId, at("17", "13:00"));
    expect(await issueDueCertificates(world.db, siteConfig, at("17", "13:00"))).toBe(3);
    const [certificate] = await world.db
      .select()
      .from(attendanceCertificates)
      .where(
        and(
          eq(attendanceCertificates.registration_id, zoe.id),
          eq(attendanceCertificates.kind, "realisation"),
        ),
      );
    expect(certificate).toMatchObject({ attended_minutes: 630, planned_minutes: 630 });

    // Its days hold once recorded; a copy starts with no certificate sent.
    expect(
      await saveSession(sessionId, {
        ...values,
        schedule: "14/12/2026\n16/12/2026\n17/12/2026 9 h – 12 h 30",
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await duplicateSession(sessionId)).toEqual({ ok: true });
    const [copy] = await world.db
      .select()
      .from(trainingSessions)
      .orderBy(desc(trainingSessions.id))
      .limit(1);
    expect(copy).toMatchObject({ schedule: saved!.schedule, certificates_issued_at: null });
    expect(await issueDueCertificates(world.db, siteConfig, at("17", "14:00"))).toBe(0);
    const [still] = await world.db
      .select({ issued: trainingSessions.certificates_issued_at })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, copy!.id));
    expect(still!.issued).toBeNull();
  });

  it("keeps a scanned paper sheet as the session's proof, from an administrator of this site only, and journals which file it was", async () => {
    const { sessionId, trainees } = await sessionOfThree();
    const url = `${site}/api/sessions/${sessionId}/feuille-signee`;
    const params = { params: Promise.resolve({ id: String(sessionId) }) };
    const scan = Buffer.from("%PDF-1.4\n% feuille signée le 14 décembre\n%%EOF\n");
    const upload = (data: Buffer, headers: Record<string, string> = {}) => {
      const body = new FormData();
      // The name and type are the sender's: neither is read.
      body.set(
        "fichier",
        new File([new Uint8Array(data)], "../../scan.exe", { type: "image/png" }),
      );
      return formPost(url, body, { origin: site, host: "atlas.example", ...headers });
    };
    const answer = async (response: Response) => [response.status, await response.json()];

    as("member");
    expect(await answer(await scanRoute.POST(await upload(scan), params))).toEqual([
      403,
      { ok: false, error: expect.stringMatching(/administrat/) },
    ]);
    as("admin");
    expect(
      await answer(
        await scanRoute.POST(await upload(scan, { origin: "https://evil.example" }), params),
      ),
    ).toEqual([403, { ok: false, error: "Origine refusée." }]);
    expect(
      await answer(
        await scanRoute.POST(await upload(Buffer.from("<svg onload=alert(1)>")), params),
      ),
    ).toEqual([415, { ok: false, error: "Format refusé : PDF, JPEG ou PNG uniquement." }]);
    expect(
      await answer(
        await scanRoute.POST(await upload(scan), { params: Promise.resolve({ id: "999999" }) }),
      ),
    ).toEqual([404, { ok: false, error: "Cette session n'existe plus : rechargez la page." }]);
    const huge = new Request(url, {
      method: "POST",
      body: new ReadableStream({
        pull: () => {
          throw new Error("lu alors qu'il ne devait pas l'être");
        },
      }),
      headers: {
        origin: site,
        host: "atlas.example",
        "content-length": String(30 * 1024 * 1024),
        "content-type": "multipart/form-data; boundary=x",
      },
      duplex: "half",
    } as RequestInit);
    expect(await answer(await scanRoute.POST(huge, params))).toEqual([
      413,
      { ok: false, error: "Fichier trop lourd : 20 Mo au plus." },
    ]);
    expect((await scanRoute.GET(new Request(url), params)).status).toBe(404);
    clock(new Date("2026-12-01T10:00:00+01:00"));
    expect(await answer(await scanRoute.POST(await upload(scan), params))).toEqual([
      409,
      {
        ok: false,
        error: "La session n'a pas commencé : déposez la feuille signée une fois la session tenue.",
      },
    ]);

    // Staff record the trainees of Monday morning from the paper signed in the room.
    clock(at("14", "12:45"));
    expect(
      await markAllPresentAction({
        session: sessionId,
        day: "2026-12-14",
        half: "am",
        reason: PAPER,
      }),
    ).toMatchObject({ ok: true });
    clock(at("15", "18:00"));
    const { readAttendancePanel } = await import("@/features/attendance/admin-queries");
    const { missingProofs } = await import("@/features/attendance/proof");
    /** What Monday morning still lacks for the first trainee, as « Demi-journées à compléter » says. */
    const toComplete = async () => {
      const { attendance } = (await readAttendancePanel(world.db, sessionId))!;
      return missingProofs(attendance, at("15", "18:00")).find(
        (missing) =>
          missing.registrationId === trainees[0].id &&
          missing.slot.day === "2026-12-14" &&
          missing.slot.half === "am",
      )?.lacks;
    };
    expect(await toComplete()).toEqual(["proof"]);
    expect(await answer(await scanRoute.POST(await upload(scan), params))).toEqual([
      200,
      { ok: true },
    ]);
    // The paper proves what the grid records of the half-days ended before it came.
    expect(await toComplete()).toBeUndefined();
    const download = await scanRoute.GET(new Request(url), params);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="feuille-emargement-signee-session-${sessionId}.pdf"`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(scan)).toBe(true);
    const digest = createHash("sha256").update(scan).digest("hex");
    const journal = await world.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "session"), eq(auditLog.entity_id, sessionId)));
    expect(journal.map((line) => line.summary)).toContain(
      `Feuille d'émargement signée (scan) déposée : PDF, 1 ko, SHA-256 ${digest}`,
    );
    // A second file takes over; the first stays, no longer in force.
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect(await answer(await scanRoute.POST(await upload(photo), params))).toEqual([
      200,
      { ok: true },
    ]);
    const replaced = await scanRoute.GET(new Request(url), params);
    expect(replaced.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await replaced.arrayBuffer()).equals(photo)).toBe(true);
    const kept = await world.db
      .select({ sha256: attendanceScans.sha256, superseded: attendanceScans.superseded_at })
      .from(attendanceScans)
      .where(eq(attendanceScans.session_id, sessionId))
      .orderBy(attendanceScans.id);
    expect(kept.map((row) => [row.sha256, row.superseded !== null])).toEqual([
      [digest, true],
      [createHash("sha256").update(photo).digest("hex"), false],
    ]);

    as("member");
    expect((await scanRoute.GET(new Request(url), params)).status).toBe(403);
    expect(
      (
        await scanRoute.DELETE(
          new Request(url, { method: "DELETE", headers: { origin: site, host: "atlas.example" } }),
          params,
        )
      ).status,
    ).toBe(403);
    as("admin");
    const removal = new Request(url, {
      method: "DELETE",
      headers: { origin: site, host: "atlas.example" },
    });
    expect(await answer(await scanRoute.DELETE(removal, params))).toEqual([200, { ok: true }]);
    expect((await scanRoute.GET(new Request(url), params)).status).toBe(404);
    expect(await toComplete()).toEqual(["proof"]);
    // A second click, or another tab: nothing left to take away, and nothing journaled.
    const lines = (await world.db.select().from(auditLog)).length;
    expect(await answer(await scanRoute.DELETE(removal.clone(), params))).toEqual([
      404,
      { ok: false, error: "Aucune feuille signée à retirer : rechargez la page." },
    ]);
    expect(await world.db.select().from(auditLog)).toHaveLength(lines);
    expect(
      await world.db
        .select()
        .from(attendanceScans)
        .where(eq(attendanceScans.session_id, sessionId)),
    ).toHaveLength(2);

    await world.db
      .update(trainingSessions)
      .set({ status: "cancelled" })
      .where(eq(trainingSessions.id, sessionId));
    expect(await answer(await scanRoute.POST(await upload(scan), params))).toEqual([
      409,
      { ok: false, error: "Cette session est annulée : elle n'a pas de feuille d'émargement." },
    ]);
  });
});
