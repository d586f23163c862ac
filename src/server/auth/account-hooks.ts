import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import type { MailMessage } from "@/server/mail/message";
import { providedAtStart } from "@/server/provided-at-start";

/**
 * What the accounts domain lends Better Auth: the invitation a sign-up's token opens, and the
 * account mails. Passed in, because server code does not import the domains.
 */
export interface AccountHooks {
  /** The invitation `token` opens for `email`, or null: unknown, used, expired or another address. */
  invitationForSignUp(
    db: Database,
    token: unknown,
    email: unknown,
  ): Promise<{ id: number; email: string } | null>;
  /** Frees an invited address of the account a stranger may have created with it. */
  clearAddressForInvitee(db: Database, email: string): Promise<void>;
  mails: {
    verification(config: SiteConfig, to: string, url: string): MailMessage;
    passwordReset(config: SiteConfig, to: string, url: string): MailMessage;
    existingAccount(config: SiteConfig, to: string): MailMessage;
    magicLink(config: SiteConfig, to: string, url: string): MailMessage;
  };
}

/**
 * Given once when the process starts (instrumentation.ts), before any request needs Better Auth.
 * Kept apart from auth.ts, so that start-up does not load Better Auth before a request needs it.
 */
const hooks = providedAtStart<AccountHooks>("account-hooks");
export const provideAccountHooks = hooks.provide;
export const providedAccountHooks = hooks.provided;
