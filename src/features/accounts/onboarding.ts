import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { CurrentUser } from "@/server/auth/current-user";
import { invitationOfAccount } from "./invitations";
import { sameAddress } from "@/server/same-address";
import type { onboardingSchema } from "./schema";
import type { z } from "@/lib/zod";
import {
  authAccounts,
  authSessions,
  authUsers,
  users,
  userInvitations,
  activeAdministrator,
} from "@/server/auth/tables";

type Onboarding = z.output<typeof onboardingSchema>;

export type OnboardingOutcome =
  | { ok: true; admin: boolean }
  /** `done`: the profile is already finished; `reserved`: a team profile holds the address. */
  | { ok: false; reason: "done" | "reserved" };

/**
 * Completes a signed-in person's registration in one transaction: their password, their profile,
 * and, for an account created through an invitation's link, that invitation applied (admin flag,
 * roles, titre, the team profile listed under the address linked) and marked accepted. Any other
 * session of the account ends: whoever else got in before the password was set is out.
 */
export async function completeOnboarding(
  db: Database,
  user: Pick<CurrentUser, "id" | "email" | "sessionId">,
  values: Onboarding,
  passwordHash: string,
  now = new Date(),
): Promise<OnboardingOutcome> {
  return db.transaction(async (tx) => {
    const [own] = await tx.select().from(users).where(eq(users.user_id, user.id));
    if (own && !own.password_setup_required) return { ok: false, reason: "done" } as const;
    const invitation = await invitationOfAccount(tx, user.id, now);
    // Only an invitee takes over the team profile listed under their address.
    const [listed] =
      own || !invitation
        ? []
        : await tx
            .select()
            .from(users)
            .where(and(isNull(users.user_id), sameAddress(users.email, user.email)));
    const existing = own ?? listed;
    if (!existing) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sameAddress(users.email, user.email));
      if (taken) return { ok: false, reason: "reserved" } as const;
    }

    const updated = await tx
      .update(authAccounts)
      .set({ password: passwordHash, updatedAt: now })
      .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, "credential")))
      .returning({ id: authAccounts.id });
    if (updated.length === 0) {
      await tx.insert(authAccounts).values({
        id: randomUUID(),
        accountId: user.id,
        providerId: "credential",
        userId: user.id,
        password: passwordHash,
      });
    }
    await tx
      .update(authUsers)
      .set({
        name: `${values.firstName} ${values.lastName}`,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone ?? null,
        updatedAt: now,
      })
      .where(eq(authUsers.id, user.id));
    await tx
      .delete(authSessions)
      .where(and(eq(authSessions.userId, user.id), ne(authSessions.id, user.sessionId)));

    const fromInvitation = invitation
      ? {
          admin: invitation.pre_filled_admin,
          roles: invitation.pre_filled_roles,
          titre: invitation.pre_filled_titre,
          staff: true,
        }
      : {};
    const details = {
      name: values.firstName,
      last_name: values.lastName,
      phone: values.phone ?? null,
      ...fromInvitation,
      password_setup_required: false,
    };
    const [profile] = existing
      ? await tx
          .update(users)
          .set({ ...details, user_id: user.id })
          .where(eq(users.id, existing.id))
          .returning()
      : await tx
          .insert(users)
          .values({ ...details, user_id: user.id, email: user.email })
          .returning();

    if (invitation) {
      await tx
        .update(userInvitations)
        .set({ status: "accepted", accepted_at: now })
        .where(and(eq(userInvitations.id, invitation.id), eq(userInvitations.status, "pending")));
    }
    return { ok: true, admin: profile?.admin ?? false } as const;
  });
}

/** Whether no administrator has completed onboarding yet (the first one must be invited). */
export async function hasAdministrator(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(activeAdministrator).limit(1);
  return Boolean(row);
}
