import { Icon } from "@/components/ui/icon";
import { PageIntro } from "@/components/ui/page-intro";
import { paths } from "@/config/paths";

/** The calendar's title and how to use it, said for the pointer the visitor has. */
export function CalendarIntro() {
  return (
    <PageIntro eyebrow="Calendrier" title="Nos prochains événements">
      <p>
        Les salons et conférences où nous donnons nos formations-événements, et les sessions de nos
        formations ouvertes à l&apos;inscription.{" "}
        {/* Said for the pointer the visitor has: touch screens cannot hover. */}
        <span className="[@media(hover:none)]:hidden">
          Survolez un événement pour ses détails, cliquez pour voir les formations.
        </span>
        <span className="hidden [@media(hover:none)]:inline">
          Touchez un événement pour ses détails et ses formations.
        </span>
      </p>
    </PageIntro>
  );
}

/** The link to the iCalendar feed, for an agenda that follows the events. */
export function CalendarFeedLink() {
  return (
    <a
      href={paths.calendarFeed}
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand-blue-ink hover:underline"
    >
      <Icon name="calendar-plus" className="size-4" /> S&apos;abonner au calendrier
    </a>
  );
}
