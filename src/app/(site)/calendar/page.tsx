import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { Icon } from "@/components/ui/icon";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { EventCalendar } from "@/features/events/components/public/event-calendar";
import { EventFormationsCall } from "@/features/events/components/public/event-formations-call";
import { readCalendarOpening } from "@/features/events/queries";
import { currentDay } from "@/server/clock";
import { eventsJsonLd, pageMetadata } from "@/lib/seo";

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
  const { firstDay, firstMonth, firstEntries, entryPeriods } = await readCalendarOpening(today);
  return (
    <>
      <PageIntro eyebrow="Calendrier" title="Nos prochains événements">
        <p>
          Les salons et conférences où nous donnons nos formations-événements, et les sessions de
          nos formations ouvertes à l&apos;inscription.{" "}
          {/* Said for the pointer the visitor has: touch screens cannot hover. */}
          <span className="[@media(hover:none)]:hidden">
            Survolez un événement pour ses détails, cliquez pour voir les formations.
          </span>
          <span className="hidden [@media(hover:none)]:inline">
            Touchez un événement pour ses détails et ses formations.
          </span>
        </p>
      </PageIntro>
      <div className="page-column space-y-10">
        <a
          href={paths.calendarFeed}
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-blue-ink hover:underline"
        >
          <Icon name="calendar-plus" className="size-4" /> S&apos;abonner au calendrier
        </a>
        <EventCalendar
          firstMonth={firstMonth}
          firstEntries={firstEntries}
          firstDay={firstDay}
          entryPeriods={entryPeriods}
          renderedOn={today}
        />
        <EventFormationsCall />
      </div>
      <JsonLd
        data={eventsJsonLd(
          siteConfig,
          firstEntries.flatMap((entry) =>
            entry.kind === "event" ? [{ ...entry, place: entry.location }] : [],
          ),
          paths.eventFormations,
        )}
      />
    </>
  );
}
