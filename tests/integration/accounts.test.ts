import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readSiteConfig } from "@/config/site";
import type { DatabaseHandle } from "@/db/client";
import {
  createInvitation,
  findInvitation,
  INVITATION_RATE_LIMIT,
  INVITATION_TTL_MS,
} from "@/features/accounts/invitations";
import { completeOnboarding } from "@/features/accounts/onboarding";
import { accountHooks } from "@/features/accounts/auth-hooks";
import { ACCOUNT_SIGN_IN_LIMIT, AUTH_RATE_LIMITS, createAuth, type Auth } from "@/server/auth/auth";
import { CLIENT_ADDRESS_HEADER } from "@/server/client-address";
import { databaseTargets, openMigrated } from "../support/databases";
import { authUsers, users, userInvitations } from "@/server/auth/tables";
import { outbox } from "@/server/mail/tables";

const site = "https://atlas.example";
const config = readSiteConfig({ SITE_URL: site, AUTH_SECRET: "x".repeat(40) });

/** The last mail queued for an address, and the first link in it. */
async function lastLink(handle: DatabaseHandle, to: string): Promise<string> {
  const mails = await handle.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link;
}

describe.each(databaseTargets)("accounts on $name", (target) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let ipCounter = 0;

  /** A request to Better Auth as a browser on the site would send it, from its own address. */
  const call = (
    path: string,
    init: { body?: unknown; cookie?: string; origin?: string; ip?: string } = {},
  ) =>
    auth.handler(
      new Request(`${site}/api/auth${path}`, {
        method: init.body === undefined ? "GET" : "POST",
        headers: {
          "content-type": "application/json",
          origin: init.origin ?? site,
          [CLIENT_ADDRESS_HEADER]: init.ip ?? `198.51.100.${(ipCounter += 1) % 250}`,
          ...(init.cookie ? { cookie: init.cookie } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
  const sessionCookie = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("__Secure-atlas.session_token="))
      ?.split(";")[0];

  async function signUpAndVerify(
    email: string,
    password = "secret-4242",
    invitationToken?: string,
  ) {
    const signUp = await call("/sign-up/email", {
      body: {
        email,
        password,
        name: "Léa Roux",
        firstName: "Léa",
        lastName: "Roux",
        callbackURL: "/",
        invitationToken,
      },
    });
    expect(signUp.status).toBe(200);
    const verified = await auth.handler(new Request(await lastLink(handle, email)));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/");
    return sessionCookie(verified);
  }

  beforeAll(async () => {
    handle = await openMigrated(target);
    auth = await createAuth(handle.db, config, accountHooks);
  });
  afterAll(async () => handle.close());
  afterEach(() => vi.useRealTimers());

  it("stores an invitation's token only as a hash, and replaces a pending one on re-invitation", async () => {
    const first = await createInvitation(
      handle.db,
      config,
      { email: "nina@atlas.example", roles: [" Formatrice ", "Formatrice"], admin: false },
      { id: null, name: "Camille Moreau" },
    );
    const second = await createInvitation(
      handle.db,
      config,
      { email: "Nina@atlas.example", roles: [], admin: true },
      { id: null, name: null },
    );
    if (!first.ok || !second.ok) throw new Error("invitation refused");
    const firstToken = new URL(first.link).searchParams.get("invitation")!;
    const secondToken = new URL(second.link).searchParams.get("invitation")!;
    const rows = await handle.db.select().from(userInvitations).orderBy(userInvitations.id);
    expect(rows.map((row) => row.status)).toEqual(["expired", "pending"]);
    expect(JSON.stringify(rows)).not.toContain(firstToken);
    expect(rows[0]!.pre_filled_roles).toEqual(["Formatrice"]);
    expect(await findInvitation(handle.db, firstToken)).toEqual({ state: "expired" });
    expect((await findInvitation(handle.db, secondToken)).state).toBe("valid");
    expect(await findInvitation(handle.db, "x".repeat(43))).toEqual({ state: "unknown" });
    expect(await lastLink(handle, "Nina@atlas.example")).toBe(second.link);
  });

  it("expires an invitation after 7 days", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const result = await createInvitation(
      handle.db,
      config,
      { email: "tard@atlas.example", roles: [], admin: false },
      { id: null, name: null },
      now,
    );
    if (!result.ok) throw new Error("invitation refused");
    const token = new URL(result.link).searchParams.get("invitation")!;
    expect(
      (await findInvitation(handle.db, token, new Date(now.getTime() + INVITATION_TTL_MS - 1000)))
        .state,
    ).toBe("valid");
    expect(
      await findInvitation(handle.db, token, new Date(now.getTime() + INVITATION_TTL_MS)),
    ).toEqual({ state: "expired" });
  });

  it("signs up, confirms the address, onboards with the invitation's rights, and uses the invitation once", async () => {
    const invited = await createInvitation(
      handle.db,
      config,
      {
        email: "marc@atlas.example",
        name: "Marc",
        roles: ["Formateur"],
        titre: "Formateur IA",
        admin: true,
      },
      { id: null, name: null },
    );
    if (!invited.ok) throw new Error("invitation refused");
    const token = new URL(invited.link).searchParams.get("invitation")!;

    const early = await call("/sign-up/email", {
      body: { email: "marc@atlas.example", password: "123", name: "Marc Petit" },
    });
    expect(early.status).toBe(400);
    const cookie = await signUpAndVerify("marc@atlas.example", "secret-4242", token);
    expect(cookie).toBeTruthy();

    const [account] = await handle.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, "marc@atlas.example"));
    const hash = await (await auth.$context).password.hash("nouveau-mdp-1");
    const onboarding = {
      firstName: "Marc",
      lastName: "Petit",
      password: "nouveau-mdp-1",
      confirmation: "nouveau-mdp-1",
    };
    const first = await completeOnboarding(
      handle.db,
      { ...account!, sessionId: "" },
      onboarding,
      hash,
    );
    expect(first).toEqual({ ok: true, admin: true });
    const [profile] = await handle.db.select().from(users).where(eq(users.user_id, account!.id));
    expect(profile).toMatchObject({
      name: "Marc",
      last_name: "Petit",
      admin: true,
      roles: ["Formateur"],
      titre: "Formateur IA",
      password_setup_required: false,
    });
    const [invitation] = await handle.db
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.email, "marc@atlas.example"));
    expect(invitation!.status).toBe("accepted");
    expect(invitation!.accepted_at).toBeInstanceOf(Date);
    expect(await findInvitation(handle.db, token)).toEqual({ state: "expired" });

    // The password chosen at onboarding is the one that signs in.
    expect(
      (
        await call("/sign-in/email", {
          body: { email: "marc@atlas.example", password: "nouveau-mdp-1" },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call("/sign-in/email", {
          body: { email: "marc@atlas.example", password: "secret-4242" },
        })
      ).status,
    ).toBe(401);

    const again = await createInvitation(
      handle.db,
      config,
      { email: "MARC@atlas.example", roles: [], admin: false },
      { id: null, name: null },
    );
    expect(again).toMatchObject({ ok: false, code: "email" });
  });

  it("gives an invitation's rights only to the account created with its token, and lets the invitee replace a stranger's account", async () => {
    const invited = await createInvitation(
      handle.db,
      config,
      { email: "cible@atlas.example", roles: ["Formatrice"], admin: true },
      { id: null, name: null },
    );
    if (!invited.ok) throw new Error("invitation refused");
    const token = new URL(invited.link).searchParams.get("invitation")!;

    // A stranger signs up first with the invited address; the owner follows the mail they get.
    const strangerCookie = await signUpAndVerify("cible@atlas.example", "mot-de-passe-etranger");
    const signedIn = await call("/sign-in/email", {
      body: { email: "cible@atlas.example", password: "mot-de-passe-etranger" },
    });
    expect(signedIn.status).toBe(200);
    const [stranger] = await handle.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, "cible@atlas.example"));
    expect(stranger!.invitationId).toBeNull();
    const strangerHash = await (await auth.$context).password.hash("encore-etranger");
    const strangerOnboarding = {
      firstName: "Eve",
      lastName: "Intruse",
      password: "encore-etranger",
      confirmation: "encore-etranger",
    };
    expect(
      await completeOnboarding(
        handle.db,
        { ...stranger!, sessionId: "" },
        strangerOnboarding,
        strangerHash,
      ),
    ).toEqual({ ok: true, admin: false });
    const [strangerProfile] = await handle.db
      .select()
      .from(users)
      .where(eq(users.user_id, stranger!.id));
    expect(strangerProfile).toMatchObject({ admin: false, staff: false, roles: null });
    expect((await findInvitation(handle.db, token)).state).toBe("valid");

    // Nobody sets invitationId by hand, and a token opens only its own address.
    expect(
      (
        await call("/sign-up/email", {
          body: {
            email: "autre@atlas.example",
            password: "secret-4242",
            name: "X",
            invitationId: 1,
          },
        })
      ).status,
    ).toBe(400);
    const wrongAddress = await call("/sign-up/email", {
      body: {
        email: "autre@atlas.example",
        password: "secret-4242",
        name: "X",
        invitationToken: token,
      },
    });
    expect(wrongAddress.status).toBe(400);
    expect((await wrongAddress.json()).code).toBe("INVITATION_NOT_VALID");

    // The owner signs up through the link: the stranger's account, sessions and profile are gone.
    const ownerCookie = await signUpAndVerify("cible@atlas.example", "mot-de-passe-du-vrai", token);
    for (const cookie of [strangerCookie!, sessionCookie(signedIn)!]) {
      expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    }
    expect(await handle.db.select().from(users).where(eq(users.id, strangerProfile!.id))).toEqual(
      [],
    );
    const [owner] = await handle.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, "cible@atlas.example"));
    expect(owner!.id).not.toBe(stranger!.id);
    expect(
      (
        await call("/sign-in/email", {
          body: { email: "cible@atlas.example", password: "mot-de-passe-etranger" },
        })
      ).status,
    ).toBe(401);

    // A second session of the owner's account ends when onboarding sets the password.
    const second = sessionCookie(
      await call("/sign-in/email", {
        body: { email: "cible@atlas.example", password: "mot-de-passe-du-vrai" },
      }),
    )!;
    const current = await auth.api.getSession({ headers: new Headers({ cookie: ownerCookie! }) });
    const hash = await (await auth.$context).password.hash("choisi-au-final");
    const onboarding = {
      firstName: "Inès",
      lastName: "Vrai",
      password: "choisi-au-final",
      confirmation: "choisi-au-final",
    };
    const done = await completeOnboarding(
      handle.db,
      { ...owner!, sessionId: current!.session.id },
      onboarding,
      hash,
    );
    expect(done).toEqual({ ok: true, admin: true });
    expect(await auth.api.getSession({ headers: new Headers({ cookie: second }) })).toBeNull();
    expect(
      await auth.api.getSession({ headers: new Headers({ cookie: ownerCookie! }) }),
    ).not.toBeNull();
    const [profile] = await handle.db.select().from(users).where(eq(users.user_id, owner!.id));
    expect(profile).toMatchObject({ admin: true, staff: true, roles: ["Formatrice"] });

    // Onboarding runs once.
    expect(
      await completeOnboarding(
        handle.db,
        { ...owner!, sessionId: current!.session.id },
        onboarding,
        hash,
      ),
    ).toEqual({ ok: false, reason: "done" });
  });

  it("mails 'confirm your address' at most once per account every 10 minutes, however often sign-in is tried", async () => {
    const email = "lente@atlas.example";
    await call("/sign-up/email", { body: { email, password: "secret-4242", name: "Lente" } });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(
        (await call("/sign-in/email", { body: { email, password: "secret-4242" } })).status,
      ).toBe(403);
    }
    const mailsTo = async () =>
      (await handle.db.select().from(outbox).where(eq(outbox.to, email))).length;
    expect(await mailsTo()).toBe(1);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    expect(
      (await call("/sign-in/email", { body: { email, password: "secret-4242" } })).status,
    ).toBe(403);
    expect(await mailsTo()).toBe(2);
  });

  it("sends at most 3 magic links or recovery mails an hour to one address, answering every request the same", async () => {
    const email = "quota@atlas.example";
    await signUpAndVerify(email);
    const before = (await handle.db.select().from(outbox).where(eq(outbox.to, email))).length;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await call("/sign-in/magic-link", { body: { email, callbackURL: "/dashboard" } })).status,
      ).toBe(200);
      expect(
        (
          await call("/request-password-reset", {
            body: { email, redirectTo: "/reinitialiser-mot-de-passe" },
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (await handle.db.select().from(outbox).where(eq(outbox.to, email))).length - before,
    ).toBe(3);
  });

  it("limits sign-in attempts per account, from however many addresses", async () => {
    const email = "cible-force-brute@atlas.example";
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= ACCOUNT_SIGN_IN_LIMIT.max; attempt += 1) {
      statuses.push(
        (
          await call("/sign-in/email", {
            body: { email, password: "mauvais-mot" },
            ip: `192.0.2.${attempt}`,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, ACCOUNT_SIGN_IN_LIMIT.max).every((status) => status === 401)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
    expect(
      (
        await call("/sign-in/email", {
          body: { email: "autre-compte@atlas.example", password: "mauvais-mot" },
          ip: "192.0.2.200",
        })
      ).status,
    ).toBe(401);
  });

  it("refuses to sign in before the address is confirmed, and answers sign-up the same for a taken address", async () => {
    await call("/sign-up/email", {
      body: { email: "zoe@atlas.example", password: "secret-4242", name: "Zoé" },
    });
    const signIn = await call("/sign-in/email", {
      body: { email: "zoe@atlas.example", password: "secret-4242" },
    });
    expect(signIn.status).toBe(403);
    expect((await signIn.json()).code).toBe("EMAIL_NOT_VERIFIED");
    const taken = await call("/sign-up/email", {
      body: { email: "zoe@atlas.example", password: "autre-mdp-12", name: "Zoé" },
    });
    expect(taken.status).toBe(200);
    expect(await lastLink(handle, "zoe@atlas.example")).toBe(`${site}/login`);
  });

  it("uses a recovery token once, and the new password ends every session the old one opened", async () => {
    const other = await signUpAndVerify("lina@atlas.example");
    const session = async (cookie: string | undefined) =>
      (await (await call("/get-session", { cookie })).json()) as {
        user?: { email: string };
      } | null;
    expect((await session(other))?.user?.email).toBe("lina@atlas.example");
    expect(
      (
        await call("/request-password-reset", {
          body: { email: "lina@atlas.example", redirectTo: "/reinitialiser-mot-de-passe" },
        })
      ).status,
    ).toBe(200);
    const landing = await auth.handler(new Request(await lastLink(handle, "lina@atlas.example")));
    const redirect = new URL(landing.headers.get("location")!, site);
    expect(redirect.pathname).toBe("/reinitialiser-mot-de-passe");
    const token = redirect.searchParams.get("token")!;
    expect(
      (await call("/reset-password", { body: { newPassword: "tout-neuf-1", token } })).status,
    ).toBe(200);
    expect(
      (await call("/reset-password", { body: { newPassword: "encore-un-autre", token } })).status,
    ).toBe(400);
    // Whoever knew the old password and signed in with it is out.
    expect(await session(other)).toBeNull();
    const signedIn = await call("/sign-in/email", {
      body: { email: "lina@atlas.example", password: "tout-neuf-1" },
    });
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect((await session(cookie))?.user?.email).toBe("lina@atlas.example");

    // Signed out, the same cookie opens nothing.
    expect((await call("/sign-out", { body: {}, cookie })).status).toBe(200);
    expect(await session(cookie)).toBeNull();
  });

  it("signs in once with a magic link, and not after 15 minutes", async () => {
    await signUpAndVerify("paul@atlas.example");
    await call("/sign-in/magic-link", {
      body: { email: "paul@atlas.example", callbackURL: "/dashboard" },
    });
    const link = await lastLink(handle, "paul@atlas.example");
    const first = await auth.handler(new Request(link));
    expect(first.headers.get("location")).toBe(`${site}/dashboard`);
    expect(sessionCookie(first)).toBeTruthy();
    const second = await auth.handler(new Request(link));
    expect(second.headers.get("location")).toContain("error=");
    expect(sessionCookie(second)).toBeUndefined();

    await call("/sign-in/magic-link", {
      body: { email: "paul@atlas.example", callbackURL: "/dashboard" },
    });
    const late = await lastLink(handle, "paul@atlas.example");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60_000 });
    const expired = await auth.handler(new Request(late));
    expect(expired.headers.get("location")).toContain("error=");
    expect(sessionCookie(expired)).toBeUndefined();
  });

  it("sends no magic link to an address without an account", async () => {
    await call("/sign-in/magic-link", {
      body: { email: "inconnu@atlas.example", callbackURL: "/dashboard" },
    });
    expect(
      await handle.db.select().from(authUsers).where(eq(authUsers.email, "inconnu@atlas.example")),
    ).toEqual([]);
  });

  it("limits sign-in attempts per address, in the database", async () => {
    const { max } = AUTH_RATE_LIMITS["/sign-in/email"];
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      statuses.push(
        (
          await call("/sign-in/email", {
            body: { email: "x@atlas.example", password: "mauvais" },
            ip: "203.0.113.9",
          })
        ).status,
      );
    }
    expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect(
      (
        await call("/sign-in/email", {
          body: { email: "x@atlas.example", password: "mauvais" },
          ip: "203.0.113.10",
        })
      ).status,
    ).toBe(401);
  });

  it("limits invitations per administrator", async () => {
    const inviter = { id: "admin-rate", name: "Admin" };
    await handle.db
      .insert(authUsers)
      .values({ id: inviter.id, name: "Admin", email: "admin-rate@atlas.example" });
    const results = [];
    for (let index = 0; index <= INVITATION_RATE_LIMIT.max; index += 1) {
      results.push(
        await createInvitation(
          handle.db,
          config,
          { email: `n${index}@atlas.example`, roles: [], admin: false },
          inviter,
        ),
      );
    }
    expect(results.slice(0, -1).every((result) => result.ok)).toBe(true);
    expect(results.at(-1)).toMatchObject({ ok: false, status: 429, code: "rate_limit" });
    const pending = await handle.db
      .select()
      .from(userInvitations)
      .where(and(eq(userInvitations.invited_by, inviter.id)));
    expect(pending).toHaveLength(INVITATION_RATE_LIMIT.max);
  });

  it("refuses a foreign origin and a callback to another site", async () => {
    const cookie = await signUpAndVerify("eve@atlas.example");
    const foreign = await call("/sign-out", { body: {}, cookie, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const redirect = await call("/sign-up/email", {
      body: {
        email: "mallory@atlas.example",
        password: "secret-4242",
        name: "M",
        callbackURL: "https://evil.example/piege",
      },
    });
    expect(redirect.status).toBe(403);
  });
});
