import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

/** The home page's opening, with the catalogue's search (`search`, from the catalogue feature). */
export function Hero({ search }: { search: React.ReactNode }) {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-24 top-10 size-72 rounded-full bg-brand-green/25 blur-3xl" />
        <div className="absolute right-0 top-0 size-80 rounded-full bg-brand-pink/20 blur-3xl" />
        <div className="absolute bottom-0 left-1/3 size-72 rounded-full bg-brand-yellow/30 blur-3xl" />
      </div>
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-8 px-4 py-16 sm:px-6 sm:py-24">
        <a
          href={paths.qualiopi}
          className="inline-flex items-center gap-2 rounded-full border border-brand-green-ink/20 bg-brand-green-soft px-4 py-2 text-sm font-semibold text-brand-green-ink"
        >
          <Icon name="badge-check" className="size-5" />
          Organisme certifié Qualiopi · éligible CPF et OPCO
        </a>
        <h1 className="max-w-4xl font-display text-4xl font-bold leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl">
          Formez-vous à la tech, à l&apos;IA et à l&apos;automatisation,{" "}
          <span className="bg-gradient-to-r from-brand-pink-ink to-brand-blue-ink bg-clip-text text-transparent">
            partout dans le monde
          </span>
          .
        </h1>
        <p className="max-w-2xl text-lg text-ink/75 sm:text-xl">
          Des formations concrètes dans vos locaux ou les nôtres, en France, à l&apos;étranger et au
          cœur des grands salons tech. Sur mesure, sur demande.
        </p>
        {search}
        <a href={paths.formations} className={buttonClassName({ size: "lg" })}>
          Découvrir nos formations <Icon name="arrow-right" className="size-5" />
        </a>
      </div>
    </section>
  );
}
