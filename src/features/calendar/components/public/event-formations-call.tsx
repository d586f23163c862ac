import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { paths } from "@/config/paths";

/** Below the calendar: every event has its formation, with the entry to the event. */
export function EventFormationsCall() {
  return (
    <section
      aria-labelledby="calendar-cta-title"
      className="flex flex-col items-start gap-4 rounded-3xl bg-brand-pink-soft p-8 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="calendar-cta-title" className="font-display text-2xl font-bold">
          Formez-vous sur place, entrée offerte
        </h2>
        <p className="mt-1 text-ink/80">
          Chaque événement a sa formation intensive, avec l&apos;entrée au salon.
        </p>
      </div>
      <a href={paths.eventFormations} className={buttonClassName({ variant: "accent" })}>
        Voir nos formations-évènement <Icon name="arrow-right" className="size-4" />
      </a>
    </section>
  );
}
