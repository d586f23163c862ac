import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/server/database";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { withImageVersions } from "@/server/storage";
import { users, teamMember } from "@/server/auth/tables";

/** The team shown on the site (server/auth/tables.ts), with the version of each photo. */
export const listTeamMembers = cachedRead("team:members", [cacheTags.users], async () => {
  const members = await (
    await getDb()
  )
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
    .where(teamMember)
    .orderBy(asc(users.name), asc(users.last_name));
  return withImageVersions("users", members);
});

export type TeamMember = Awaited<ReturnType<typeof listTeamMembers>>[number];

/** Whether a profile is on the team section, read from the same cached list. */
export async function isShownInTeam(id: number): Promise<boolean> {
  return (await listTeamMembers()).some((member) => member.id === id);
}
