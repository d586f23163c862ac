import { buttonClassName } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { paths } from "@/config/paths";
import {
  destinationDatesText,
  destinationTitle,
  type Destination,
} from "@/features/catalogue/destinations";

const NO_DESTINATION = "Aucune destination disponible pour le moment.";

/** The destinations as cards, in the list's order (dated stays first), as they are given. */
export function DestinationList({
  locations,
  headingLevel = 2,
}: {
  locations: Destination[];
  /** 3 under a page's own section headings (the search results). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  if (locations.length === 0) {
    return <p className="rounded-3xl bg-gray-100 p-8 text-center text-ink/70">{NO_DESTINATION}</p>;
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="destination-list">
      {locations.map((location, index) => {
        const { title, subtitle } = destinationTitle(location);
        return (
          <li
            key={location.id}
            data-testid="destination-card"
            className="overflow-hidden rounded-3xl border border-ink/10 bg-white shadow-sm"
          >
            {location.image ? (
              <Picture
                src={paths.locationImage(location.id, location.image)}
                alt=""
                width={640}
                height={360}
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                className="aspect-video w-full object-cover"
                // On a phone the first illustration is the largest thing on screen: load it first.
                // The others are lazy: below the fold on a phone, they would cost its first view
                // 7 kB (issue 49); on a desktop, where the map comes first, they load as the
                // browser lays them out.
                preload={index === 0}
              />
            ) : null}
            <div className="p-5">
              <Heading className="font-display text-xl font-bold">{title}</Heading>
              <p className="text-ink/70">{subtitle}</p>
              <p className="mt-3 flex items-center gap-2 text-sm font-semibold">
                <Icon name="calendar-days" className="size-4 text-brand-pink-ink" />
                {destinationDatesText(location)}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The links between the abroad list's pages, when it has more than one. */
export function DestinationPager({ page, pages }: { page: number; pages: number }) {
  if (pages === 1) return null;
  const link = (target: number, label: string, rel: "prev" | "next") => (
    <a
      href={paths.abroadFormationsPage(target)}
      rel={rel}
      className={buttonClassName({ variant: "outline" })}
    >
      {label}
    </a>
  );
  return (
    <nav
      aria-label="Pages des destinations"
      className="mt-8 flex flex-wrap items-center justify-between gap-4"
    >
      {page > 1 ? link(page - 1, "Destinations précédentes", "prev") : <span />}
      <p className="text-sm text-ink/70">
        Page {page} sur {pages}
      </p>
      {page < pages ? link(page + 1, "Destinations suivantes", "next") : <span />}
    </nav>
  );
}
