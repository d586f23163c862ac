import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readSiteConfig } from "@/config/site";
import type { DatabaseHandle } from "@/db/client";
import { accountHooks } from "@/features/accounts/auth-hooks";
import { createAuth, type Auth } from "@/server/auth/auth";
import { createTransport } from "@/server/mail/transport";
import { deliverDueMails } from "@/server/mail/worker";
import { hrefsOf } from "../support/mails";
import { startSmtpServer } from "../support/smtp";
import { openMigrated, databaseTargets } from "../support/databases";
import { signedInStaff } from "../support/staff-accounts";
import { authUsers, users, userInvitations } from "@/server/auth/tables";
import { outbox } from "@/server/mail/tables";

/**
 * The accounts' server actions as the browser calls them, minus Next.js: the request's headers
 * carry a real session cookie, and the actions read the test database.
 */
const { state, mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const { inviteUser, sendMagicLink, sendPasswordRecovery, updateOwnProfile } =
  await import("@/features/accounts/actions");
const { confirmContactAddress, PROFILE_RATE_LIMIT, readContactAddressLink } =
  await import("@/features/accounts/contact-address-change");

const site = "https://atlas.example";
const config = readSiteConfig({ SITE_URL: site, AUTH_SECRET: "y".repeat(40) });

describe.each(databaseTargets)("account actions on $name", (target) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  const cookies: Record<"admin" | "member", string> = { admin: "", member: "" };
  const accountIds = { admin: "", member: "" };

  const as = (who: keyof typeof cookies | "anonymous") => {
    state.headers = new Headers(who === "anonymous" ? {} : { cookie: cookies[who] });
  };

  beforeAll(async () => {
    handle = await openMigrated(target);
    auth = await createAuth(handle.db, config, accountHooks);
    state.db = handle.db;
    state.auth = auth;
    const admin = await signedInStaff(handle.db, auth, site, "admin@atlas.example", true);
    const member = await signedInStaff(handle.db, auth, site, "membre@atlas.example", false);
    cookies.admin = admin.cookie;
    cookies.member = member.cookie;
    accountIds.admin = admin.userId;
    accountIds.member = member.userId;
  });
  afterAll(async () => handle.close());
  beforeEach(() => as("anonymous"));

  const invitation = { email: "nouveau@atlas.example", roles: [], admin: true };

  it("refuses the invitation action to the signed-out (401) and to a non-admin (403), and stores nothing", async () => {
    expect(await inviteUser(invitation)).toMatchObject({ ok: false, status: 401 });
    as("member");
    expect(await inviteUser(invitation)).toMatchObject({
      ok: false,
      status: 403,
      error: "Action réservée aux administrateurs.",
    });
    expect(await handle.db.select().from(userInvitations)).toEqual([]);
  });

  it("lets an admin invite, and refuses an address that already has an account", async () => {
    as("admin");
    expect(await inviteUser(invitation)).toEqual({
      ok: true,
      notice: `Un e-mail d'invitation a été envoyé à ${invitation.email}.`,
    });
    const [row] = await handle.db.select().from(userInvitations);
    expect(row).toMatchObject({
      email: "nouveau@atlas.example",
      pre_filled_admin: true,
      invited_by: accountIds.admin,
    });
    expect(await inviteUser({ ...invitation, email: "membre@atlas.example" })).toMatchObject({
      ok: false,
      code: "email",
    });
    expect(await inviteUser({ ...invitation, email: "pas-une-adresse" })).toMatchObject({
      ok: false,
      status: 400,
      code: "email",
    });
  });

  it("sends recovery and magic-link mails for admins only", async () => {
    const [target] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, "membre@atlas.example"));
    as("member");
    expect(await sendPasswordRecovery(target!.id)).toMatchObject({ ok: false, status: 403 });
    expect(await sendMagicLink(target!.id)).toMatchObject({ ok: false, status: 403 });
    as("admin");
    expect(await sendPasswordRecovery(target!.id)).toEqual({ ok: true });
    expect(await sendMagicLink(target!.id)).toEqual({ ok: true });
    const mails = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "membre@atlas.example"));
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Réinitialisation de votre mot de passe | Atlas Tech Formation",
      "Votre lien de connexion | Atlas Tech Formation",
    ]);
  });

  it("keeps invitation, recovery and sign-in link mails while SMTP is down, and sends them all once it is back", async () => {
    await handle.db.delete(outbox);
    const smtp = await startSmtpServer();
    await smtp.stop();
    const [target] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, "membre@atlas.example"));
    as("admin");
    expect(await inviteUser({ ...invitation, email: "pendant-la-panne@atlas.example" })).toEqual({
      ok: true,
      notice: "Un e-mail d'invitation a été envoyé à pendant-la-panne@atlas.example.",
    });
    expect(await sendPasswordRecovery(target!.id)).toEqual({ ok: true });
    expect(await sendMagicLink(target!.id)).toEqual({ ok: true });
    const from = "Atlas <contact@atlas.example>";
    expect(await deliverDueMails(handle.db, createTransport(smtp.url), from)).toBe(0);
    expect((await handle.db.select().from(outbox)).map((mail) => mail.status)).toEqual([
      "pending",
      "pending",
      "pending",
    ]);

    await smtp.start();
    // Due again (the backoff delay, shortened here), they all leave.
    await handle.db.update(outbox).set({ next_attempt_at: sql`now() - interval '1 second'` });
    expect(await deliverDueMails(handle.db, createTransport(smtp.url), from)).toBe(3);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      "Invitation à rejoindre l'équipe Atlas Tech Formation",
      "Réinitialisation de votre mot de passe | Atlas Tech Formation",
      "Votre lien de connexion | Atlas Tech Formation",
    ]);
    // Each carries its one-time link in both parts: under its button's label in the text, as the button in HTML.
    for (const mail of smtp.received) {
      const link = / :\n(https?:\/\/\S+)$/m.exec(mail.text ?? "")?.[1];
      expect(link, mail.subject).toBeDefined();
      expect(hrefsOf(mail.html as string)).toContain(link);
    }
    await smtp.stop();
  });

  it("changes only the caller's own profile", async () => {
    as("member");
    const values = {
      name: "Inès",
      last_name: "Garcia",
      email: "ines.garcia@atlas.example",
      phone: "",
      titre: "Formatrice",
    };
    // Rights sent along with the profile, as a crafted request would, are not the caller's to set.
    expect(
      await updateOwnProfile({
        ...values,
        admin: true,
        roles: ["Directrice"],
        staff: true,
      } as typeof values),
    ).toMatchObject({ ok: true });
    const rows = await handle.db.select().from(users).orderBy(users.id);
    expect(rows.find((row) => row.user_id === accountIds.member)).toMatchObject({
      name: "Inès",
      titre: "Formatrice",
      phone: null,
      admin: false,
      roles: null,
    });
    expect(rows.find((row) => row.user_id === accountIds.admin)).toMatchObject({
      name: "Prénom",
      last_name: "admin@atlas.example",
    });
    // Another member's address: the same answer as any new address, and nothing changes.
    expect(await updateOwnProfile({ ...values, email: "admin@atlas.example" })).toMatchObject({
      ok: true,
      notice: expect.stringContaining("Un lien de confirmation a été envoyé à admin@atlas.example"),
    });
    // Until a link is opened, the contact address stays the one in use.
    const [member] = await handle.db
      .select()
      .from(users)
      .where(eq(users.user_id, accountIds.member));
    expect(member!.email).toBe("membre@atlas.example");
    as("anonymous");
    expect(await updateOwnProfile(values)).toMatchObject({ ok: false, status: 401 });
  });

  it("answers alike whatever a new contact address belongs to, mails a link only to a free one, and changes it once the link is opened", async () => {
    as("admin");
    expect(await inviteUser({ ...invitation, email: "invitee-en-attente@atlas.example" })).toEqual({
      ok: true,
      notice: "Un e-mail d'invitation a été envoyé à invitee-en-attente@atlas.example.",
    });
    await handle.db
      .insert(authUsers)
      .values({ id: "autre-compte", name: "Autre", email: "autre-compte@atlas.example" });
    await handle.db.delete(outbox);
    as("member");
    const values = { name: "Inès", last_name: "Garcia", email: "", phone: "", titre: "" };
    const answer = (email: string) => ({
      ok: true,
      notice: `Un lien de confirmation a été envoyé à ${email} : votre adresse de contact changera une fois ce lien ouvert (valable 24 heures).`,
    });
    // A pending invitation, another account's sign-in address, another member's, and a free one: one answer.
    for (const email of [
      "Invitee-En-Attente@atlas.example",
      "autre-compte@atlas.example",
      "admin@atlas.example",
      "libre@atlas.example",
    ]) {
      expect(await updateOwnProfile({ ...values, email })).toEqual(answer(email));
    }
    const mails = await handle.db.select().from(outbox);
    expect(mails.map((mail) => mail.to)).toEqual(["libre@atlas.example"]);
    const [before] = await handle.db
      .select()
      .from(users)
      .where(eq(users.user_id, accountIds.member));
    expect(before!.email).not.toBe("libre@atlas.example");

    // Opening the page changes nothing; its button does.
    const token = decodeURIComponent(
      /token=([^&\s"]+)/.exec(
        hrefsOf(mails[0]!.html!).find((href) => href.includes("/confirmer-adresse"))!,
      )![1]!,
    );
    expect(await readContactAddressLink(handle.db, token)).toEqual({
      state: "open",
      email: "libre@atlas.example",
    });
    expect(await confirmContactAddress(handle.db, token)).toBe(true);
    expect(await confirmContactAddress(handle.db, token)).toBe(false);
    expect(await readContactAddressLink(handle.db, token)).toEqual({
      state: "confirmed",
      email: "libre@atlas.example",
    });
    const [after] = await handle.db
      .select()
      .from(users)
      .where(eq(users.user_id, accountIds.member));
    expect(after!.email).toBe("libre@atlas.example");

    // One's own sign-in address is proven already: it applies at once.
    expect(await updateOwnProfile({ ...values, email: "membre@atlas.example" })).toEqual({
      ok: true,
    });
    const [member] = await handle.db
      .select()
      .from(users)
      .where(eq(users.user_id, accountIds.member));
    expect(member!.email).toBe("membre@atlas.example");
  });

  it("limits how often an account saves its profile, so that it cannot test addresses by the thousand", async () => {
    as("admin");
    const values = {
      name: "Prénom",
      last_name: "Admin",
      email: "admin@atlas.example",
      phone: "",
      titre: "",
    };
    const outcomes = [];
    for (let attempt = 0; attempt <= PROFILE_RATE_LIMIT.max; attempt += 1)
      outcomes.push((await updateOwnProfile(values)).ok);
    expect(outcomes).toEqual([...Array(PROFILE_RATE_LIMIT.max).fill(true), false]);
    expect(await updateOwnProfile(values)).toEqual({
      ok: false,
      status: 429,
      error: "Trop de modifications de votre profil : réessayez dans une heure.",
    });
  });
});
