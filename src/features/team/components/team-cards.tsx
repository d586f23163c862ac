import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { paths } from "@/config/paths";
import { initials } from "@/features/accounts/public";
import type { TeamMember } from "../queries";

/**
 * The team: photo, name and roles; on hover (or when a contact link has keyboard focus) the
 * roles give way to the member's e-mail and phone. `narrow` keeps two columns, for a side column.
 */
export function TeamCards({
  members,
  narrow = false,
}: {
  members: TeamMember[];
  narrow?: boolean;
}) {
  if (members.length === 0) {
    return (
      <div className="rounded-3xl bg-gray-100 p-8 text-center">
        <p className="font-semibold">Aucun membre de l&apos;équipe avec un rôle défini</p>
        <p className="mt-1 text-ink/70">Les utilisateurs avec un rôle apparaîtront ici</p>
      </div>
    );
  }
  return (
    <ul className={narrow ? "grid grid-cols-2 gap-4" : "grid grid-cols-2 gap-4 lg:grid-cols-4"}>
      {members.map((member) => (
        <li key={member.id} data-testid="team-card" className="group team-card">
          <div className="team-card-photo">
            {member.image ? (
              // No `sizes`: photos are stored 480 px wide (image-upload.ts), so a 1× and a 2×
              // address are all a card needs, not one per device width.
              <Picture
                src={paths.userPhoto(member.id, member.image)}
                alt=""
                width={320}
                height={320}
              />
            ) : (
              <span aria-hidden data-testid="member-initials" className="team-card-initials">
                {initials(member.name, member.last_name)}
              </span>
            )}
          </div>
          <div className="team-card-body">
            <h3>
              {member.name} {member.last_name}
            </h3>
            <div className="team-card-titles">
              {member.titre ? <p>{member.titre}</p> : null}
              <p className="team-card-roles">{member.roles?.join(" · ")}</p>
            </div>
            <div data-testid="team-contact" className="team-card-contact">
              <a href={`mailto:${member.email}`}>
                <Icon name="mail" /> {member.email}
              </a>
              {member.phone ? (
                <a href={`tel:${member.phone.replace(/\s/g, "")}`}>
                  <Icon name="phone" /> {member.phone}
                </a>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
