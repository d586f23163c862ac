import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { magicLink } from "better-auth/plugins";
import { siteConfig, type SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { getDb } from "@/server/database";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/lib/validation";
import { CLIENT_ADDRESS_HEADER } from "@/server/client-address";
import { wakeMailer } from "@/server/mail/mailer";
import type { MailMessage } from "@/server/mail/message";
import { enqueueMails } from "@/server/mail/outbox";
import { withinMailQuota, type MailQuota } from "@/server/mail/recipient-quota";
import { consumeRateLimit } from "@/server/rate-limit";
import { siteSecret } from "@/server/site-secret";
import { userAdditionalFields } from "@/config/auth-user-fields";
import { providedAccountHooks, type AccountHooks } from "./account-hooks";
import { authAccounts, authSessions, authUsers, authVerifications } from "./tables";

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** Names the session cookies (`atlas.session_token`, `__Secure-` prefixed over HTTPS). */
export const AUTH_COOKIE_PREFIX = "atlas";
const MAGIC_LINK_TTL_SECONDS = 15 * 60;

/**
 * Requests per window and address on the endpoints an attacker would hammer. Counted in the
 * database, so every app node sees the same counts. Other auth endpoints: 100 per minute.
 */
export const AUTH_RATE_LIMITS = {
  "/sign-in/email": { window: 60, max: 5 },
  "/sign-up/email": { window: HOUR, max: 5 },
  "/request-password-reset": { window: HOUR, max: 5 },
  "/sign-in/magic-link": { window: HOUR, max: 5 },
  "/send-verification-email": { window: HOUR, max: 5 },
} as const;

/**
 * Sign-in attempts per account, whatever the address they come from: a botnet gets no more
 * guesses at one password than a single machine. Generous enough that its owner, who can still
 * use a magic link or recovery, is not locked out by a few typos.
 */
export const ACCOUNT_SIGN_IN_LIMIT = { max: 10, windowMs: 15 * 60_000 };

/** Better Auth on our database; its e-mails go through the outbox. */
export async function createAuth(
  db: Database,
  config: SiteConfig,
  { invitationForSignUp, clearAddressForInvitee, mails }: AccountHooks,
) {
  const queueMail = async (mail: MailMessage) => {
    await enqueueMails(db, [mail]);
    wakeMailer();
  };
  /**
   * Account mails a visitor's request triggers (any address can be typed) go out within the
   * recipient's quota. Those our own code asks for, with no request (an administrator's button,
   * limited per administrator), are always sent.
   */
  const queueWithinQuota = async (
    quota: MailQuota,
    recipient: string,
    mail: MailMessage,
    request: Request | undefined,
  ) => {
    if (!request || (await withinMailQuota(db, quota, recipient))) await queueMail(mail);
  };
  return betterAuth({
    appName: config.brandName,
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: await siteSecret(db, config),
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    user: { additionalFields: userAdditionalFields },
    // The product has no 'change password' screen: its only password flows (onboarding, recovery)
    // end the account's other sessions, and this endpoint would let a caller keep them.
    disabledPaths: ["/change-password"],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const email: unknown = ctx.body?.email;
        if (ctx.path === "/sign-up/email" && ctx.body?.invitationToken !== undefined) {
          const invitation = await invitationForSignUp(db, ctx.body.invitationToken, email);
          if (!invitation)
            throw new APIError("BAD_REQUEST", {
              code: "INVITATION_NOT_VALID",
              message: "Invitation not valid",
            });
          await clearAddressForInvitee(db, invitation.email);
        }
        if (ctx.path === "/sign-in/email" && typeof email === "string") {
          if (
            !(await consumeRateLimit(
              db,
              `auth-account:${email.trim().toLowerCase()}`,
              ACCOUNT_SIGN_IN_LIMIT,
            ))
          ) {
            throw new APIError("TOO_MANY_REQUESTS", {
              code: "TOO_MANY_REQUESTS",
              message: "Too many requests",
            });
          }
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The account remembers the invitation whose token came with its sign-up (checked above).
          before: async (user, ctx) => ({
            data: {
              ...user,
              invitationId:
                (await invitationForSignUp(db, ctx?.body?.invitationToken, user.email))?.id ?? null,
            },
          }),
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }, request) =>
        queueWithinQuota(
          "accountMail",
          user.email,
          mails.passwordReset(config, user.email, url),
          request,
        ),
      // Sign-up answers the same whether the address has an account or not; the owner is told.
      onExistingUserSignUp: ({ user }, request) =>
        queueWithinQuota(
          "accountMail",
          user.email,
          mails.existingAccount(config, user.email),
          request,
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      // Each sign-in before confirmation asks for one: at most one per account every 10 minutes.
      sendVerificationEmail: ({ user, url }, request) =>
        queueWithinQuota(
          "verification",
          user.id,
          mails.verification(config, user.email, url),
          request,
        ),
    },
    session: {
      // Sliding expiry: a session used at least once a day lives on, an idle one ends in 7 days.
      expiresIn: 7 * DAY,
      updateAge: DAY,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
      customStorage: {
        consume: async (key, rule) => {
          const allowed = await consumeRateLimit(db, `auth:${key}`, {
            max: rule.max,
            windowMs: rule.window * 1000,
          });
          return { allowed, retryAfter: allowed ? null : rule.window };
        },
      },
    },
    advanced: {
      // Written by this process from the connection (server/client-address.ts), never a client's.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER], ipv6Subnet: 64 },
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: config.auth.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Better Auth skips origin checks under test runners by default; ours test them.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        disableSignUp: true,
        storeToken: "hashed",
        sendMagicLink: ({ email, url }, ctx) =>
          queueWithinQuota("accountMail", email, mails.magicLink(config, email, url), ctx?.request),
      }),
      // Lets server actions set the session cookie through next/headers.
      nextCookies(),
    ],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const AUTH = Symbol.for("formations-site.auth");
const holder = globalThis as typeof globalThis & { [AUTH]?: Promise<Auth> };

/** The process's Better Auth instance, created once the database is open. */
export function getAuth(): Promise<Auth> {
  const hooks = providedAccountHooks();
  if (!hooks)
    return Promise.reject(
      new Error("Better Auth needs the accounts' hooks: provideAccountHooks() runs at start-up."),
    );
  holder[AUTH] ??= getDb()
    .then((db) => createAuth(db, siteConfig, hooks))
    .catch((error: unknown) => {
      delete holder[AUTH];
      throw error;
    });
  return holder[AUTH];
}
