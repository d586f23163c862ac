import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

/** The home page's last word: ask for a quote or talk to us. */
export function ClosingCall() {
  return (
    <section aria-labelledby="closing-call-title" className="page-column">
      <div className="relative overflow-hidden rounded-[2rem] bg-ink px-6 py-12 text-white sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-16 -top-16 size-64 rounded-full bg-brand-pink/30 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-20 left-10 size-64 rounded-full bg-brand-green/20 blur-3xl"
        />
        <h2 id="closing-call-title" className="section-title relative max-w-2xl">
          Prêt à faire monter votre équipe en compétences ?
        </h2>
        <p className="relative mt-4 max-w-2xl text-white/80">
          Financement CPF ou OPCO, programme sur mesure, en France ou à l&apos;étranger : nous vous
          répondons sous 48 heures ouvrées avec une proposition détaillée.
        </p>
        <div className="relative mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={paths.quote()} className={buttonClassName({ variant: "accent", size: "lg" })}>
            Demander un devis <Icon name="arrow-right" className="size-5" />
          </a>
          <a
            href={paths.contact}
            className={buttonClassName({ variant: "outlineOnDark", size: "lg" })}
          >
            Nous contacter
          </a>
        </div>
      </div>
    </section>
  );
}
