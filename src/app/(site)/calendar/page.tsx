import { ArrowRight, CalendarPlus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { JsonLd } from "@/components/json-ld";
import { buttonClassName } from "@/components/ui/button";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { EventCalendar } from "@/features/events/components/public/event-calendar";
import { monthOf, monthSpan } from "@/features/events/calendar";
import { listEventPeriods, listEventsBetween, nextEventDay } from "@/features/events/queries";
import { currentDay } from "@/server/clock";
import { eventsJsonLd, pageMetadata } from "@/lib/seo";
import { readOrDefault } from "@/server/read-or-default";

export const revalidate = 3600;

const seo = pageMetadata(siteConfig, {
  title: "Calendrier des événements tech",
  description:
    "Les salons et conférences tech où nous organisons nos formations-événements : dates, lieux et compte à rebours.",
  path: paths.calendar,
});

export const metadata: Metadata = {
  ...seo,
  alternates: {
    ...seo.alternates,
    types: { "text/calendar": [{ url: paths.calendarFeed, title: "Calendrier des événements" }] },
  },
};

export default async function CalendarPage() {
  const today = currentDay();
  const firstDay = (await readOrDefault(() => nextEventDay(today), null, "prochain événement du calendrier")) ?? today;
  const firstMonth = monthOf(firstDay);
  const { from, to } = monthSpan(firstMonth);
  const [firstEvents, eventPeriods] = await Promise.all([
    readOrDefault(() => listEventsBetween(from, to), [], "événements du calendrier"),
    readOrDefault(() => listEventPeriods(today), [], "dates des événements du calendrier"),
  ]);
  return (
    <>
      <PageIntro eyebrow="Calendrier" title="Nos prochains événements">
        <p>
          Les salons et conférences où nous donnons nos formations-événements.{" "}
          {/* Said for the pointer the visitor has: touch screens cannot hover. */}
          <span className="[@media(hover:none)]:hidden">Survolez un événement pour ses détails, cliquez pour voir les formations.</span>
          <span className="hidden [@media(hover:none)]:inline">Touchez un événement pour ses détails et ses formations.</span>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl space-y-10 px-4 sm:px-6">
        <a href={paths.calendarFeed} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-blue-ink hover:underline">
          <CalendarPlus aria-hidden className="size-4" /> S&apos;abonner au calendrier
        </a>
        <EventCalendar firstMonth={firstMonth} firstEvents={firstEvents} firstDay={firstDay} eventPeriods={eventPeriods} renderedOn={today} />
        <section
          aria-labelledby="calendar-cta-title"
          className="flex flex-col items-start gap-4 rounded-3xl bg-brand-pink-soft p-8 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="calendar-cta-title" className="font-display text-2xl font-bold">
              Formez-vous sur place, entrée offerte
            </h2>
            <p className="mt-1 text-ink/80">Chaque événement a sa formation intensive, avec l&apos;entrée au salon.</p>
          </div>
          <Link href={paths.eventFormations} className={buttonClassName({ variant: "accent" })}>
            Voir nos formations-évènement <ArrowRight aria-hidden className="size-4" />
          </Link>
        </section>
      </div>
      <JsonLd
        data={eventsJsonLd(siteConfig, firstEvents.map(({ location, ...event }) => ({ ...event, place: location })), paths.eventFormations)}
      />
    </>
  );
}
