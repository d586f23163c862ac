import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";

/**
 * The team shown on the site: staff with a role (the database keeps no empty role list). An
 * uninvited sign-up is never staff, whatever it writes in its profile.
 */
export const listTeamMembers = cachedRead("team:members", [cacheTags.users], async () =>
  (await getDb())
    .select({
      id: users.id,
      name: users.name,
      last_name: users.last_name,
      titre: users.titre,
      roles: users.roles,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(and(eq(users.staff, true), isNotNull(users.roles)))
    .orderBy(asc(users.name), asc(users.last_name)),
);

export type TeamMember = Awaited<ReturnType<typeof listTeamMembers>>[number];

/** Whether a profile is on the team section, read from the same cached list. */
export async function isShownInTeam(id: number): Promise<boolean> {
  return (await listTeamMembers()).some((member) => member.id === id);
}
