import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

const sections = {
  local: { href: paths.localFormations, label: "Formations en France" },
  abroad: { href: paths.abroadFormations, label: "Formations à l'étranger" },
  event: { href: paths.eventFormations, label: "Formations-événements" },
} as const;

/** Links to the other catalogue sections, at the bottom of each (all three under a search). */
export function CatalogueFooterLinks({ current }: { current?: keyof typeof sections }) {
  return (
    <nav aria-label="Autres formations" className="mt-12 flex flex-col gap-3 sm:flex-row">
      {Object.entries(sections)
        .filter(([key]) => key !== current)
        .map(([key, section]) => (
          <Link
            key={key}
            href={section.href}
            className="group flex flex-1 items-center justify-between rounded-2xl border border-ink/10 px-5 py-4 font-semibold hover:border-ink/30"
          >
            {section.label}
            <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-0.5" />
          </Link>
        ))}
    </nav>
  );
}
