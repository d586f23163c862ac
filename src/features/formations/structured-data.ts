import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { durationHours, isoHours } from "@/lib/course-hours";
import { eventJsonLd, OG_IMAGE, organizationReference, placeJsonLd } from "@/lib/seo";
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

/**
 * schema.org Course of a formation page, with the properties Google's course results read: the
 * provider, the price in euros excluding tax ('Paid', or 'Free' at 0 €), the workload in hours
 * (ISO 8601, seven hours a day), the person to contact as instructor, and where it is taught:
 * the event's place for an event formation, the permanent locations for an on-site one.
 */
export function courseJsonLd(config: SiteConfig, { formation, event, location, places, contact }: FormationPageData) {
  const url = new URL(paths.formation(formation.slug), config.baseUrl).toString();
  const price = Number(formation.price_no_tax).toFixed(2);
  const offer = {
    "@type": "Offer",
    category: Number(price) > 0 ? "Paid" : "Free",
    price,
    priceCurrency: config.currency,
    priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: config.currency, valueAddedTaxIncluded: false },
    url,
    availability: "https://schema.org/InStock",
  };
  const modes = courseMode(formation.format);
  const taughtAt = location ? [location] : modes.includes("Onsite") ? places : [];
  const instance = {
    "@type": "CourseInstance",
    courseMode: modes,
    courseWorkload: isoHours(durationHours(formation.duration)),
    ...(contact ? { instructor: [{ "@type": "Person", name: [contact.name, contact.last_name].filter(Boolean).join(" "), ...(contact.titre ? { jobTitle: contact.titre } : {}) }] } : {}),
    ...(taughtAt.length ? { location: taughtAt.map(placeJsonLd) } : {}),
    ...(event ? { name: event.nom, startDate: event.start_date, endDate: event.end_date } : {}),
    ...(event && location ? { superEvent: eventJsonLd(config, event, location, paths.eventFormations) } : {}),
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
    ...(formation.certification ? { educationalCredentialAwarded: "Certification éligible au CPF" } : {}),
    hasCourseInstance: [instance],
  };
}
