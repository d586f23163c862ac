import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { durationHours, isoHours } from "@/lib/course-hours";
import {
  breadcrumbJsonLd,
  eventJsonLd,
  OG_IMAGE,
  organizationReference,
  placeJsonLd,
} from "@/server/seo";
import type { FormationPageData } from "./queries";

function courseMode(format: string | null): string[] {
  const text = (format ?? "Présentiel").toLocaleLowerCase("fr");
  const modes = [
    ...(text.includes("présentiel") ? ["Onsite"] : []),
    ...(text.includes("distanciel") ? ["Online"] : []),
    ...(text.includes("hybride") ? ["Blended"] : []),
  ];
  return modes.length ? modes : ["Onsite"];
}

/** A dated session of the formation, as its CourseInstance says it. */
export interface DatedSession {
  startDate: string;
  endDate: string;
  online: boolean;
  /** Where it is taught; absent online, or when the place is still to be given. */
  place: { city: string | null; country: string; country_code: string | null } | null;
  price: string;
  soldOut: boolean;
  /** Its registration page. */
  path: string;
}

/**
 * schema.org Course of a formation page, with the properties Google's course results read: the
 * provider, the price in euros excluding tax ('Paid', or 'Free' at 0 €), the workload in hours
 * (ISO 8601, seven hours a day), the person to contact as instructor, and where it is taught:
 * the event's place for an event formation, the permanent locations for an on-site one.
 */
export function courseJsonLd(
  config: SiteConfig,
  { formation, event, location, places, contact }: FormationPageData,
  sessions: DatedSession[] = [],
) {
  const url = new URL(paths.formation(formation.slug), config.baseUrl).toString();
  const price = Number(formation.price_no_tax).toFixed(2);
  const offerOf = (amount: string, at: string, inStock: boolean) => ({
    "@type": "Offer",
    category: Number(amount) > 0 ? "Paid" : "Free",
    price: amount,
    priceCurrency: config.currency,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: amount,
      priceCurrency: config.currency,
      valueAddedTaxIncluded: false,
    },
    url: at,
    availability: inStock ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
  });
  const offer = offerOf(price, url, true);
  const modes = courseMode(formation.format);
  const taughtAt = location ? [location] : modes.includes("Onsite") ? places : [];
  const workload = isoHours(durationHours(formation.duration));
  const instructor = contact
    ? {
        instructor: [
          {
            "@type": "Person",
            name: [contact.name, contact.last_name].filter(Boolean).join(" "),
            ...(contact.titre ? { jobTitle: contact.titre } : {}),
          },
        ],
      }
    : {};
  const instance = {
    "@type": "CourseInstance",
    courseMode: modes,
    courseWorkload: workload,
    ...instructor,
    ...(taughtAt.length ? { location: taughtAt.map(placeJsonLd) } : {}),
    ...(event ? { name: event.nom, startDate: event.start_date, endDate: event.end_date } : {}),
    ...(event && location
      ? { superEvent: eventJsonLd(config, event, location, paths.eventFormations) }
      : {}),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": `${url}#course`,
    name: formation.title,
    description: formation.description ?? formation.title,
    url,
    image: new URL(OG_IMAGE.url, config.baseUrl).toString(),
    inLanguage: "fr-FR",
    provider: organizationReference(config),
    offers: [offer],
    ...(formation.prerequisites ? { coursePrerequisites: formation.prerequisites } : {}),
    ...(formation.objectives?.length ? { teaches: formation.objectives } : {}),
    ...(formation.certification
      ? { educationalCredentialAwarded: "Certification éligible au CPF" }
      : {}),
    // The formation as offered on request (a quote), then each dated session with its seats.
    hasCourseInstance: [
      instance,
      ...sessions.map((session) => ({
        "@type": "CourseInstance",
        courseMode: [session.online ? "Online" : "Onsite"],
        courseWorkload: workload,
        startDate: session.startDate,
        endDate: session.endDate,
        ...instructor,
        ...(session.place ? { location: [placeJsonLd(session.place)] } : {}),
        offers: [
          offerOf(
            Number(session.price).toFixed(2),
            new URL(session.path, config.baseUrl).toString(),
            !session.soldOut,
          ),
        ],
      })),
    ],
  };
}

/** The trail search engines show above a formation page: Accueil › Formations › its title. */
export function formationBreadcrumbJsonLd(
  config: SiteConfig,
  formation: { title: string; slug: string },
) {
  return breadcrumbJsonLd(config, [
    { name: "Accueil", path: paths.home },
    { name: "Formations", path: paths.formations },
    { name: formation.title, path: paths.formation(formation.slug) },
  ]);
}
