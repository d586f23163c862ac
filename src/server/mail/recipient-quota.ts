import "server-only";
import type { Database, Transaction } from "@/db/client";
import { consumeRateLimit } from "@/server/rate-limit";

const MINUTE = 60_000;

/**
 * How many mails one recipient may get from what strangers can trigger: forms and account
 * links take any address, so without a quota the site would mail a victim as often as someone
 * asks. Counted per recipient whatever the sender's address; over quota the mail is skipped and
 * the request answers as usual, saying nothing about whether the address has an account.
 */
const MAIL_QUOTAS = {
  /** The acknowledgement of a contact message, a complaint or a hand-over. */
  acknowledgement: { max: 3, windowMs: 24 * 60 * MINUTE },
  /**
   * A registration's confirmation link, the registrant's or a colleague's: counted apart, so that
   * messages or complaints naming someone's address cannot spend what their registration needs.
   */
  registrationLink: { max: 3, windowMs: 24 * 60 * MINUTE },
  /** Magic links, password recovery, and 'someone tried to sign up with your address'. */
  accountMail: { max: 3, windowMs: 60 * MINUTE },
  /** 'Confirm your address', counted per account (sign-up, sign-in before confirmation, resend). */
  verification: { max: 1, windowMs: 10 * MINUTE },
} as const;

export type MailQuota = keyof typeof MAIL_QUOTAS;

/** Counts one mail of `kind` for `recipient` (an address, or an account id); false when over quota. */
export async function withinMailQuota(
  db: Database | Transaction,
  kind: MailQuota,
  recipient: string,
  now = Date.now(),
): Promise<boolean> {
  return consumeRateLimit(db, `mail:${kind}:${recipient.trim().toLowerCase()}`, {
    ...MAIL_QUOTAS[kind],
    now,
  });
}
