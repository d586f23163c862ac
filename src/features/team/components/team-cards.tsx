import { Mail, Phone } from "lucide-react";
import Image from "next/image";
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
        <li key={member.id} data-testid="team-card" className="group overflow-hidden rounded-3xl border border-ink/10 bg-white shadow-sm">
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
            <div className="transition-opacity group-focus-within:opacity-0 group-hover:opacity-0">
              {member.titre ? <p className="text-sm text-ink/75">{member.titre}</p> : null}
              <p className="mt-1 text-xs font-semibold text-brand-pink-ink">{member.roles?.join(" · ")}</p>
            </div>
            <div
              data-testid="team-contact"
              className="absolute inset-x-4 bottom-4 space-y-1 text-sm opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
            >
              <a href={`mailto:${member.email}`} className="flex items-center gap-1.5 break-all font-semibold text-brand-blue-ink hover:underline">
                <Mail aria-hidden className="size-4 shrink-0" /> {member.email}
              </a>
              {member.phone ? (
                <a href={`tel:${member.phone.replace(/\s/g, "")}`} className="flex items-center gap-1.5 font-semibold text-brand-blue-ink hover:underline">
                  <Phone aria-hidden className="size-4 shrink-0" /> {member.phone}
                </a>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
