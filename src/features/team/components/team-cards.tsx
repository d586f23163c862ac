import Image from "next/image";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import { initials } from "@/features/accounts/public";
import type { TeamMember } from "../queries";

/**
 * The team: photo, name and roles; on hover (or when a contact link has keyboard focus) the
 * roles give way to the member's e-mail and phone. `narrow` keeps two columns, for a side column.
 */
export function TeamCards({ members, narrow = false }: { members: TeamMember[]; narrow?: boolean }) {
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
          <div className="aspect-square overflow-hidden">
            {member.image ? (
              <Image
                src={paths.userPhoto(member.id, member.image)}
                alt=""
                width={320}
                height={320}
                sizes="(min-width: 1024px) 260px, 50vw"
                className="size-full object-cover"
              />
            ) : (
              <span
                aria-hidden
                data-testid="member-initials"
                className="grid size-full place-items-center bg-brand-blue-soft font-display text-4xl font-bold text-brand-blue-ink"
              >
                {initials(member.name, member.last_name)}
              </span>
            )}
          </div>
          <div className="relative min-h-28 p-4">
            <h3 className="font-display text-lg font-bold">
              {member.name} {member.last_name}
            </h3>
            <div className="team-card-titles">
              {member.titre ? <p className="text-sm text-ink/75">{member.titre}</p> : null}
              <p className="mt-1 text-xs font-semibold text-brand-pink-ink">{member.roles?.join(" · ")}</p>
            </div>
            <div
              data-testid="team-contact"
              className="team-card-contact"
            >
              <a href={`mailto:${member.email}`}>
                <Icon name="mail" className="size-4 shrink-0" /> {member.email}
              </a>
              {member.phone ? (
                <a href={`tel:${member.phone.replace(/\s/g, "")}`}>
                  <Icon name="phone" className="size-4 shrink-0" /> {member.phone}
                </a>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
