import "server-only";
import type { AccountHooks } from "@/server/auth/account-hooks";
import { clearAddressForInvitee, invitationForSignUp } from "./invitations";
import { existingAccountMail, magicLinkMail, passwordResetMail, verificationMail } from "./mails";

/** What Better Auth calls back into this domain for: invitations at sign-up and the account mails. */
export const accountHooks: AccountHooks = {
  invitationForSignUp,
  clearAddressForInvitee,
  mails: {
    verification: verificationMail,
    passwordReset: passwordResetMail,
    existingAccount: existingAccountMail,
    magicLink: magicLinkMail,
  },
};
