import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

/** The page's title block (.page-intro), larger than the other pages' own. */
export function AboutHero() {
  return (
    <header className="page-intro pb-6">
      <p>À propos</p>
      <h1 className="max-w-4xl leading-tight sm:text-6xl">Nous Enseignons aux gens passionnés</h1>
      <div className="mt-6 sm:text-xl">
        Des formateurs qui pratiquent ce qu&apos;ils enseignent, des formations qui se vivent, en
        France, à l&apos;étranger et au cœur des événements tech.
      </div>
    </header>
  );
}

export function MissionBlock() {
  return (
    <section aria-labelledby="mission-title" className="page-column">
      <div className="grid gap-8 rounded-[2rem] bg-brand-green-soft p-8 sm:p-12 lg:grid-cols-[2fr_1fr] lg:items-center">
        <div>
          <h2 id="mission-title" className="font-display text-3xl font-bold">
            Notre mission
          </h2>
          <p className="mt-4 text-lg text-ink/80">
            Rendre la tech, l&apos;IA et l&apos;automatisation accessibles à toutes les équipes,
            avec des formations concrètes : chaque notion est mise en pratique sur vos propres cas.
            Nous formons dans vos locaux, dans les nôtres, à distance, à l&apos;étranger pendant un
            séjour d&apos;équipe, ou pendant les grands salons du secteur.
          </p>
        </div>
        <a
          href={paths.formations}
          className={buttonClassName({
            size: "lg",
            className: "justify-self-start lg:justify-self-end",
          })}
        >
          Se former ! <Icon name="arrow-right" className="size-5" />
        </a>
      </div>
    </section>
  );
}

const values = [
  {
    title: "Innovation Continue",
    text: "Nos programmes évoluent avec les outils : ce que vous apprenez sert dès le lendemain.",
    icon: "lightbulb",
    tone: "bg-brand-yellow-soft text-brand-yellow-ink",
  },
  {
    title: "Global & Local",
    text: "À Paris, à Lyon, à Lisbonne ou à Las Vegas : la même exigence, là où vous êtes.",
    icon: "earth",
    tone: "bg-brand-blue-soft text-brand-blue-ink",
  },
  {
    title: "Communauté d'Experts",
    text: "Des formateurs en activité, qui partagent leurs retours de terrain et leur réseau.",
    icon: "users",
    tone: "bg-brand-pink-soft text-brand-pink-ink",
  },
  {
    title: "Certification Qualiopi",
    text: "Un processus qualité certifié, pour des formations finançables par le CPF et les OPCO.",
    icon: "badge-check",
    tone: "bg-brand-green-soft text-brand-green-ink",
  },
] as const;

export function ValuesSection() {
  return (
    <section aria-labelledby="values-title" className="page-column">
      <h2 id="values-title" className="section-title">
        Nos valeurs
      </h2>
      <ul className="value-cards">
        {values.map(({ title, text, icon, tone }, index) => (
          <li key={index}>
            <span className={tone}>
              <Icon name={icon} />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function QualiopiBlock() {
  return (
    <section aria-labelledby="qualiopi-title" className="page-column">
      <div className="flex flex-col gap-6 rounded-[2rem] bg-ink p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="qualiopi-title" className="font-display text-3xl font-bold">
            Certifiés Qualiopi
          </h2>
          <p className="mt-3 max-w-2xl text-white/80">
            La certification qualité des organismes de formation : elle rend nos formations
            éligibles aux financements publics et mutualisés (CPF, OPCO, France Travail).
          </p>
        </div>
        <a href={paths.qualiopi} className={buttonClassName({ variant: "outlineOnDark" })}>
          Notre certification <Icon name="arrow-right" className="size-4" />
        </a>
      </div>
    </section>
  );
}
