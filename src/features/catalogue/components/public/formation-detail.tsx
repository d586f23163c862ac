import { updatedText } from "@/features/catalogue/qualiopi-info";
import type { FormationPageData } from "@/features/catalogue/queries";
import { AccessCards } from "./access-cards";
import { ContactCards } from "./contact-cards";
import { FormationHeader } from "./formation-header";
import { ClosingBand, QuoteBar, QuoteCard } from "./quote-calls";
import { TeachingCards } from "./teaching-cards";

/**
 * A formation page: header, its upcoming sessions when it has some (`sessions`, from the sessions
 * domain), the optional blocks that have data, its trainees' published comments (`testimonials`,
 * from the surveys domain), the places, and the quote cards.
 */
export function FormationDetail({
  data,
  sessions,
  sessionsAnchor,
  testimonials,
}: {
  data: FormationPageData;
  sessions?: React.ReactNode;
  /** The id of the sessions' card when one is open to registration: the phone's bar leads there. */
  sessionsAnchor?: string;
  testimonials?: React.ReactNode;
}) {
  const { formation, event } = data;
  return (
    <div className="page-column space-y-8 pt-6">
      <FormationHeader formation={formation} event={event} />
      <p className="text-sm text-ink/70" data-testid="last-update">
        {updatedText(formation.last_update)}
      </p>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          {sessions}
          <TeachingCards formation={formation} />
          <AccessCards data={data} />
          {testimonials}
          <ContactCards data={data} />
        </div>
        <QuoteCard slug={formation.slug} />
      </div>
      <ClosingBand slug={formation.slug} />
      <QuoteBar slug={formation.slug} sessionsAnchor={sessionsAnchor} />
    </div>
  );
}
