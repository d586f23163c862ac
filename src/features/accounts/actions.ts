"use server";

import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { siteConfig } from "@/config/site";
import { paths } from "@/config/paths";
import type { Database } from "@/db/client";
import { getDb } from "@/server/database";
import { recordId } from "@/lib/validation";
import { ActionRefused } from "@/server/action-result";
import { type ActionResult } from "@/lib/action-result";
import { recordAudit } from "@/server/audit";
import {
  adminAction,
  adminMutation,
  conflict,
  gone,
  targetId,
  type ActionContext,
} from "@/server/admin-mutation";
import { memberAction, newcomerAction } from "@/server/member-action";
import { adminRead } from "@/server/admin-read";
import { getAuth } from "@/server/auth/auth";
import { revalidateTags } from "@/server/cache/revalidate";
import { cacheTags } from "@/server/cache/tags";
import { mailed, wakeMailer } from "@/server/mail/mailer";
import { consumeRateLimit } from "@/server/rate-limit";
import { contactAddressRefusal } from "./contact-address";
import {
  CONTACT_ADDRESS_LINK_HOURS,
  PROFILE_RATE_LIMIT,
  requestContactAddressChange,
} from "./contact-address-change";
import { createInvitation } from "./invitations";
import { completeOnboarding } from "./onboarding";
import { userToEdit } from "./admin-queries";
import {
  invitationSchema,
  onboardingSchema,
  profileSchema,
  userEditSchema,
  type InvitationValues,
  type OnboardingValues,
  type ProfileValues,
  type UserEditValues,
} from "./schema";
import { authUsers, users } from "@/server/auth/tables";

/** 'Inviter un utilisateur': admins only; the invitation, its e-mail and its journal line in one transaction. */
export async function inviteUser(values: InvitationValues): Promise<ActionResult> {
  const result = await adminMutation(
    { name: "inviteUser", schema: invitationSchema },
    values,
    async (invitation, { tx, admin, audit }) => {
      const inviter = { id: admin.id, name: `${admin.profile.name} ${admin.profile.last_name}` };
      const created = await createInvitation(tx, siteConfig, invitation, inviter);
      if (!created.ok) return created;
      await audit({
        action: "invite",
        entity: "user",
        entityId: null,
        summary: `Invitation envoyée à ${invitation.email}`,
      });
      return { ok: true, notice: `Un e-mail d'invitation a été envoyé à ${invitation.email}.` };
    },
  );
  if (result.ok) wakeMailer();
  // The dialog's toast names an invalid form an e-mail error, as the spec's catalogue does.
  return !result.ok && result.status === 400 && result.fieldErrors
    ? { ...result, code: "email" }
    : result;
}

const onboardingRefusals = {
  done: { ok: false, status: 409, error: "Votre inscription est déjà finalisée." },
  reserved: {
    ok: false,
    status: 409,
    error:
      "Cette adresse est celle d'un membre de l'équipe : rejoignez-la avec le lien de votre invitation.",
  },
} as const;

/** The onboarding form: sets the password and creates the profile; answers where to go next. */
export async function finishOnboarding(
  values: OnboardingValues,
): Promise<ActionResult<{ next: string }>> {
  return newcomerAction<typeof onboardingSchema, { next: string }>(
    { name: "finishOnboarding", schema: onboardingSchema },
    values,
    async (onboarding, user) => {
      const context = await (await getAuth()).$context;
      const outcome = await completeOnboarding(
        await getDb(),
        user,
        onboarding,
        await context.password.hash(onboarding.password),
      );
      if (!outcome.ok) return onboardingRefusals[outcome.reason];
      revalidateTags([cacheTags.users]);
      return { ok: true, next: outcome.admin ? paths.dashboard : paths.userSpace };
    },
  );
}

/**
 * 'Gérer mon compte': a person only ever changes their own profile. A new contact address other
 * than their own sign-in address takes effect once confirmed from the link mailed to it, and the
 * answer is the same whatever that address belongs to
 * (docs/decisions/061-registrations-strangers-cannot-abuse.md).
 */
export async function updateOwnProfile(values: ProfileValues): Promise<ActionResult> {
  return memberAction(
    { name: "updateOwnProfile", schema: profileSchema },
    values,
    async (profile, user) => {
      const db = await getDb();
      if (!(await consumeRateLimit(db, `profile:${user.id}`, PROFILE_RATE_LIMIT))) {
        return {
          ok: false,
          status: 429,
          error: "Trop de modifications de votre profil : réessayez dans une heure.",
        };
      }
      const { email, ...details } = profile;
      const current = user.profile.email.toLowerCase();
      // One's own sign-in address is proven already: it needs no link.
      const proven =
        email.toLowerCase() === user.email.toLowerCase() &&
        !(await contactAddressRefusal(db, email, user.profile.id));
      await db
        .update(users)
        .set({
          ...details,
          phone: details.phone ?? null,
          titre: details.titre ?? null,
          ...(proven ? { email } : {}),
        })
        .where(eq(users.user_id, user.id));
      revalidateTags([cacheTags.users]);
      if (proven || email.toLowerCase() === current) return { ok: true };
      await requestContactAddressChange(db, siteConfig, user.profile.id, email);
      wakeMailer();
      return {
        ok: true,
        notice: `Un lien de confirmation a été envoyé à ${email} : votre adresse de contact changera une fois ce lien ouvert (valable ${CONTACT_ADDRESS_LINK_HOURS} heures).`,
      };
    },
  );
}

/** The user as saved now, for the users screen's edit dialog. */
export async function readUser(profileId: number) {
  return adminRead("readUser", "Cet utilisateur", profileId, userToEdit);
}

/**
 * 'Modifier' on the users screen. An administrator cannot take away their own admin right (the
 * site could be left without one); the contact address stays unique across the team.
 */
export async function updateUser(profileId: number, values: UserEditValues): Promise<ActionResult> {
  return adminMutation(
    { name: "updateUser", schema: userEditSchema, tags: [cacheTags.users] },
    values,
    async (edit, { tx, admin, audit }) => {
      const target = targetId(profileId);
      if (target === admin.profile.id && !edit.admin) {
        throw new ActionRefused({
          ok: false,
          status: 409,
          error: "Vous ne pouvez pas retirer vos propres droits d'administrateur.",
          fieldErrors: { admin: "Gardez vos droits : un autre administrateur peut les retirer." },
        });
      }
      const refusal = await contactAddressRefusal(tx, edit.email, target);
      if (refusal) conflict("email", refusal);
      const [updated] = await tx
        .update(users)
        .set({ ...edit, phone: edit.phone ?? null, titre: edit.titre ?? null })
        .where(eq(users.id, target))
        .returning({ id: users.id });
      if (!updated) gone("Ce membre");
      await audit({
        action: "update",
        entity: "user",
        entityId: target,
        summary: `${edit.name} ${edit.last_name}${edit.admin ? " (administrateur)" : ""}`,
      });
      return { ok: true };
    },
  );
}

/**
 * 'Supprimer' on the users screen: the profile, and with it the sign-in account, whose sessions
 * and credentials go too (foreign keys), so the person is signed out at their next request. An
 * administrator cannot delete their own account. The journal keeps its lines (name copied).
 */
export async function deleteUser(profileId: number): Promise<ActionResult> {
  return adminMutation(
    { name: "deleteUser", schema: recordId, tags: [cacheTags.users, cacheTags.formations] },
    profileId,
    async (target, { tx, admin, audit }) => {
      if (target === admin.profile.id) {
        throw new ActionRefused({
          ok: false,
          status: 409,
          error: "Vous ne pouvez pas supprimer votre propre compte.",
        });
      }
      const [deleted] = await tx.delete(users).where(eq(users.id, target)).returning();
      if (!deleted) gone("Ce membre");
      if (deleted.user_id) await tx.delete(authUsers).where(eq(authUsers.id, deleted.user_id));
      await audit({
        action: "delete",
        entity: "user",
        entityId: target,
        summary: `${deleted.name} ${deleted.last_name}`,
      });
      return { ok: true };
    },
  );
}

/** Sends from the users screen, admins only, at most this many per admin and hour. */
const ADMIN_MAIL_LIMIT = { max: 30, windowMs: 60 * 60_000 };

async function signInAddressOf(db: Database, profileId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: authUsers.email })
    .from(users)
    .innerJoin(authUsers, eq(authUsers.id, users.user_id))
    .where(eq(users.id, profileId));
  return row?.email ?? null;
}

/** What 'Reset' and 'Magic' do for the member `target`: `send` mails them through Better Auth. */
function accountMail(
  kind: "reset" | "magic",
  send: (email: string, requestHeaders: Headers) => Promise<unknown>,
) {
  return async (target: number, { db, admin }: ActionContext): Promise<ActionResult> => {
    if (!(await consumeRateLimit(db, `admin-mail:${admin.id}`, ADMIN_MAIL_LIMIT))) {
      return {
        ok: false,
        status: 429,
        error: "Limite d'envoi d'emails atteinte. Veuillez attendre quelques minutes.",
      };
    }
    const email = await signInAddressOf(db, target);
    if (!email)
      return {
        ok: false,
        status: 400,
        error: "Ce membre n'a pas encore de compte de connexion.",
      };
    await send(email, await headers());
    await recordAudit(db, admin.profile, {
      action: kind,
      entity: "user",
      entityId: target,
      summary: `${kind === "reset" ? "E-mail de récupération" : "Lien magique"} envoyé à ${email}`,
    });
    return { ok: true };
  };
}

/** 'Reset': a password-recovery e-mail to the member's sign-in address. */
export async function sendPasswordRecovery(profileId: number): Promise<ActionResult> {
  return adminAction(
    { name: "sendPasswordRecovery", schema: recordId },
    profileId,
    accountMail("reset", async (email) =>
      (await getAuth()).api.requestPasswordReset({
        body: { email, redirectTo: paths.resetPassword },
      }),
    ),
  ).then(mailed);
}

/** 'Magic': a one-time sign-in link landing on the dashboard. */
export async function sendMagicLink(profileId: number): Promise<ActionResult> {
  return adminAction(
    { name: "sendMagicLink", schema: recordId },
    profileId,
    accountMail("magic", async (email, requestHeaders) =>
      (await getAuth()).api.signInMagicLink({
        body: { email, callbackURL: paths.dashboard },
        headers: requestHeaders,
      }),
    ),
  ).then(mailed);
}
