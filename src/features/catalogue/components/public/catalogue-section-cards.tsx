import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

const sections = [
  {
    href: paths.localFormations,
    title: "Formations en France",
    text: "Dans vos locaux, dans nos salles de Paris et Lyon ou à distance, en intra ou inter-entreprises.",
    icon: "building-complex",
    tone: "bg-brand-green-soft text-brand-green-ink",
  },
  {
    href: paths.abroadFormations,
    title: "Formations à l'étranger",
    text: "Apprenez en équipe à Lisbonne, Barcelone ou Marrakech : une formation, un voyage, un souvenir commun.",
    icon: "earth",
    tone: "bg-brand-blue-soft text-brand-blue-ink",
  },
  {
    href: paths.eventFormations,
    title: "Formations-événements",
    text: "Une formation intensive pendant les grands salons tech du monde, avec l'entrée offerte.",
    icon: "ticket",
    tone: "bg-brand-pink-soft text-brand-pink-ink",
  },
] as const;

/** The three ways to train with the provider, each a card linking to its catalogue section. */
export function CatalogueSectionCards({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {sections.map(({ href, title, text, icon, tone }) => (
        <li key={href}>
          <a
            href={href}
            className="group flex h-full flex-col gap-4 rounded-3xl border border-ink/10 bg-white p-7 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <span className={cn("grid size-12 place-items-center rounded-2xl", tone)}>
              <Icon name={icon} className="size-6" />
            </span>
            <Heading className="font-display text-xl font-bold">{title}</Heading>
            <p className="text-ink/75">{text}</p>
            <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand-blue-ink">
              Découvrir{" "}
              <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-0.5" />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
