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
    <nav aria-label="Autres formations" className="catalogue-links">
      {Object.entries(sections)
        .filter(([key]) => key !== current)
        .map(([key, section]) => (
          <a key={key} href={section.href}>
            {section.label}
            <Icon name="arrow-right" />
          </a>
        ))}
    </nav>
  );
}
