import "server-only";
import { AuthorizationError, type CurrentUser, type UserProfile } from "./current-user";
import { requireAdmin } from "./request-user";

/**
 * A route handler for administrators only (downloads): `respond` runs with the administrator;
 * anyone else gets the 401 or 403 with its French message.
 */
export async function adminRoute(
  respond: (admin: CurrentUser & { profile: UserProfile }) => Promise<Response>,
): Promise<Response> {
  let admin;
  try {
    admin = await requireAdmin();
  } catch (error) {
    if (error instanceof AuthorizationError)
      return new Response(error.message, { status: error.status });
    throw error;
  }
  return respond(admin);
}
