import type { DatabaseHandle } from "@/db/client";
import { authUsers, users } from "@/db/schema";
import type { Auth } from "@/server/auth/auth";

/**
 * A confirmed account with a finished profile, signed in through the real auth handler: its
 * session cookie is what a browser would send with a server action.
 */
export async function signedInStaff(handle: DatabaseHandle, auth: Auth, site: string, email: string, admin: boolean): Promise<string> {
  const [user] = await handle.db.insert(authUsers).values({ id: email, name: email, email, emailVerified: true }).returning();
  await handle.db.insert(users).values({ user_id: user!.id, name: "Prénom", last_name: email, email, admin, staff: true, password_setup_required: false });
  const context = await auth.$context;
  await context.internalAdapter.linkAccount({
    userId: user!.id,
    providerId: "credential",
    accountId: user!.id,
    password: await context.password.hash("secret-4242"),
  });
  const response = await auth.handler(
    new Request(`${site}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site },
      body: JSON.stringify({ email, password: "secret-4242" }),
    }),
  );
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
