import type { Metadata } from "next";
import { JsonLd } from "@/components/json-ld";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import {
  CalendarFeedLink,
  CalendarIntro,
} from "@/features/calendar/components/public/calendar-intro";
import { EventCalendar } from "@/features/calendar/components/public/event-calendar";
import { EventFormationsCall } from "@/features/calendar/components/public/event-formations-call";
import { readCalendarOpening } from "@/features/calendar/queries";
import { currentDay } from "@/server/clock";
import { eventsJsonLd, pageMetadata } from "@/server/seo";

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
      <CalendarIntro />
      <div className="page-column space-y-10">
        <CalendarFeedLink />
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
