import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { authAccounts, authUsers, userInvitations, users } from "@/db/schema";
import type { CurrentUser } from "@/server/auth/current-user";
import { pendingInvitationFor } from "./invitations";
import type { onboardingSchema } from "./schema";
import type { z } from "@/lib/zod";

type Onboarding = z.output<typeof onboardingSchema>;

/**
 * Completes a signed-in person's registration in one transaction: their password, their profile
 * (created, or the team profile already listed under their address, linked), and the pending
 * invitation of their address applied (admin flag, roles, titre) and marked accepted.
 * Returns whether they are an administrator, which decides where they land.
 */
export async function completeOnboarding(
  db: Database,
  user: Pick<CurrentUser, "id" | "email">,
  values: Onboarding,
  passwordHash: string,
  now = new Date(),
): Promise<{ admin: boolean }> {
  return db.transaction(async (tx) => {
    const invitation = await pendingInvitationFor(tx, user.email, now);
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

    const fromInvitation = invitation
      ? { admin: invitation.pre_filled_admin, roles: invitation.pre_filled_roles, titre: invitation.pre_filled_titre }
      : {};
    const details = {
      name: values.firstName,
      last_name: values.lastName,
      phone: values.phone ?? null,
      ...fromInvitation,
      password_setup_required: false,
    };
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.user_id} = ${user.id} OR (${users.user_id} IS NULL AND lower(${users.email}) = lower(${user.email}))`)
      .orderBy(sql`${users.user_id} IS NULL`)
      .limit(1);
    const [profile] = existing
      ? await tx.update(users).set({ ...details, user_id: user.id }).where(eq(users.id, existing.id)).returning()
      : await tx.insert(users).values({ ...details, user_id: user.id, email: user.email }).returning();

    if (invitation) {
      await tx
        .update(userInvitations)
        .set({ status: "accepted", accepted_at: now })
        .where(and(eq(userInvitations.id, invitation.id), eq(userInvitations.status, "pending")));
    }
    return { admin: profile?.admin ?? false };
  });
}

/** Whether no administrator has completed onboarding yet (the first one must be invited). */
export async function hasAdministrator(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.admin, true), eq(users.password_setup_required, false), sql`${users.user_id} IS NOT NULL`))
    .limit(1);
  return Boolean(row);
}

