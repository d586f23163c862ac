import type { UserProfile } from "@/server/auth/current-user";
import { roleLabel } from "../../role-label";

/** Who is signed in, in the staff area's header: name, then role. */
export function CurrentUserBadge({ profile }: { profile: UserProfile }) {
  return (
    <p className="ml-auto text-right text-sm leading-tight" data-testid="current-user">
      <span className="block font-bold">
        {profile.name} {profile.last_name}
      </span>
      <span className="text-ink/70">{roleLabel(profile)}</span>
    </p>
  );
}
