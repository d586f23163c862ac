import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
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
 * schema.org Course of a formation page: the provider, the price in euros excluding tax, how it
 * is taught, and for an event formation the session held at the event.
 */
export function courseJsonLd(config: SiteConfig, { formation, event, location }: FormationPageData) {
  const url = new URL(paths.formation(formation.slug), config.baseUrl).toString();
  const provider = { "@type": "EducationalOrganization", "@id": `${config.baseUrl}/#organization`, name: config.brandName, url: config.baseUrl };
  const offer = {
    "@type": "Offer",
    category: formation.certification ? "Formation certifiante" : "Formation professionnelle",
    price: Number(formation.price_no_tax).toFixed(2),
    priceCurrency: config.currency,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: Number(formation.price_no_tax).toFixed(2),
      priceCurrency: config.currency,
      valueAddedTaxIncluded: false,
    },
    url,
    availability: "https://schema.org/InStock",
  };
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": `${url}#course`,
    name: formation.title,
    description: formation.description ?? formation.title,
    url,
    inLanguage: "fr-FR",
    provider,
    offers: [offer],
    ...(formation.prerequisites ? { coursePrerequisites: formation.prerequisites } : {}),
    ...(formation.objectives?.length ? { teaches: formation.objectives } : {}),
    ...(formation.certification
      ? { educationalCredentialAwarded: "Certification éligible au CPF" }
      : {}),
    hasCourseInstance: [
      {
        "@type": "CourseInstance",
        courseMode: courseMode(formation.format),
        courseWorkload: formation.duration,
        ...(event
          ? {
              name: event.nom,
              startDate: event.start_date,
              endDate: event.end_date,
              ...(location
                ? {
                    location: {
                      "@type": "Place",
                      name: [location.city, location.country].filter(Boolean).join(", "),
                      address: {
                        "@type": "PostalAddress",
                        ...(location.city ? { addressLocality: location.city } : {}),
                        addressCountry: location.country_code?.toUpperCase() ?? location.country,
                      },
                    },
                  }
                : {}),
              superEvent: { "@type": "Event", name: event.nom, startDate: event.start_date, endDate: event.end_date },
            }
          : {}),
      },
    ],
  };
}
