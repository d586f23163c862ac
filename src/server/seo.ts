import type { Metadata } from "next";
import type { SiteConfig } from "@/config/site";

export const OG_IMAGE = { url: "/og-image.png", width: 1200, height: 630 } as const;

/** Adds ' | {brand}' to a title, unless the brand already appears in it. */
export function withBrandSuffix(title: string, brandName: string): string {
  const trimmed = title.trim();
  if (trimmed === "") return brandName;
  return trimmed.toLocaleLowerCase("fr").includes(brandName.toLocaleLowerCase("fr"))
    ? trimmed
    : `${trimmed} | ${brandName}`;
}

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, for the canonical link: '/formations'. */
  path: string;
  type?: "website" | "article";
  noIndex?: boolean;
  keywords?: string[];
  /** For an article: when it was published and last changed (ISO 8601), and its tags. */
  article?: { publishedTime: string; modifiedTime: string; tags: string[] };
  /** A feed of the page's items, for readers and calendars to find: RSS, or iCalendar. */
  feed?: { path: string; title: string; type: "application/rss+xml" | "text/calendar" };
}

/** Title, description, canonical link and social-sharing tags of one page. */
export function pageMetadata(config: SiteConfig, page: PageSeo): Metadata {
  const title = withBrandSuffix(page.title, config.brandName);
  const url = new URL(page.path, config.baseUrl).toString();
  return {
    title: { absolute: title },
    description: page.description,
    ...(page.keywords?.length ? { keywords: page.keywords } : {}),
    alternates: { canonical: url },
    openGraph: {
      title,
      description: page.description,
      url,
      siteName: config.brandName,
      locale: "fr_FR",
      type: page.type ?? "website",
      images: [{ ...OG_IMAGE, alt: config.brandName }],
      ...(page.article ?? {}),
    },
    // X reads the title, description and image from the Open Graph tags: only the card is its own.
    twitter: { card: "summary_large_image" },
    ...(page.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** One `<meta>` of a page's head: by `name`, or by `property` for Open Graph. */
type HeadMeta = { name: string; content: string } | { property: string; content: string };

/** What a page's `<head>` says of it, framework aside: its title, metadata and canonical link. */
export interface PageHead {
  title: string;
  meta: HeadMeta[];
  canonical?: string;
  feed?: PageSeo["feed"];
}

/**
 * The same as pageMetadata, as the tags themselves, for the pages Astro renders
 * (src/site/components/page-head.astro), in the order Next.js writes them.
 */
export function pageHead(config: SiteConfig, page: PageSeo): PageHead {
  const title = withBrandSuffix(page.title, config.brandName);
  // The home page's address is the site's, without a slash, as Next.js writes it.
  const canonical = page.path === "/" ? config.baseUrl : new URL(page.path, config.baseUrl).href;
  const image = imageAddress(config);
  const article = page.article
    ? [
        { property: "article:published_time", content: page.article.publishedTime },
        { property: "article:modified_time", content: page.article.modifiedTime },
        ...page.article.tags.map((tag) => ({ property: "article:tag", content: tag })),
      ]
    : [];
  return {
    title,
    canonical,
    feed: page.feed,
    meta: [
      { name: "description", content: page.description },
      { name: "application-name", content: config.brandName },
      ...(page.keywords?.length ? [{ name: "keywords", content: page.keywords.join(",") }] : []),
      ...(page.noIndex ? [{ name: "robots", content: "noindex, follow" }] : []),
      { name: "format-detection", content: "telephone=no" },
      { property: "og:title", content: title },
      { property: "og:description", content: page.description },
      { property: "og:url", content: canonical },
      { property: "og:site_name", content: config.brandName },
      { property: "og:locale", content: "fr_FR" },
      ...sharingImage(config),
      { property: "og:type", content: page.type ?? "website" },
      ...article,
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: page.description },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: config.brandName },
    ],
  };
}

const imageAddress = (config: SiteConfig) => new URL(OG_IMAGE.url, config.baseUrl).toString();

/** The site's picture for a shared link, which every page names. */
function sharingImage(config: SiteConfig): HeadMeta[] {
  return [
    { property: "og:image", content: imageAddress(config) },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: config.brandName },
  ];
}

/**
 * The head of a page answering 404: its title, kept out of search engines' indexes, and the
 * site's picture should the address be shared all the same.
 */
export function notFoundHead(config: SiteConfig, title: string): PageHead {
  return {
    title: withBrandSuffix(title, config.brandName),
    meta: [
      { name: "robots", content: "noindex" },
      ...sharingImage(config),
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: imageAddress(config) },
    ],
  };
}

/**
 * The head of a page reached by a personal link (a survey, a trainee's page): its title, and no
 * search engine indexes it nor follows its links, since its address is its holder's token.
 */
export function personalHead(config: SiteConfig, title: string): PageHead {
  return {
    title: withBrandSuffix(title, config.brandName),
    meta: [{ name: "robots", content: "noindex, nofollow" }],
  };
}

/** schema.org Organization of the provider, with its postal address, phone and e-mail. */
export function organizationJsonLd(config: SiteConfig) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    "@id": `${config.baseUrl}/#organization`,
    name: config.brandName,
    legalName: config.company.legalName,
    url: config.baseUrl,
    logo: `${config.baseUrl}/images/logo.png`,
    email: config.contact.email,
    telephone: config.contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: config.postalAddress.street,
      postalCode: config.postalAddress.postalCode,
      addressLocality: config.postalAddress.city,
      addressCountry: config.postalAddress.country,
    },
    sameAs: [config.linkedinUrl],
    currenciesAccepted: config.currency,
  };
}

/** The provider as another item names it (a course's provider, an event's organizer). */
export function organizationReference(config: SiteConfig) {
  return {
    "@type": "EducationalOrganization",
    "@id": `${config.baseUrl}/#organization`,
    name: config.brandName,
    url: config.baseUrl,
  };
}

/** JSON for a <script type="application/ld+json">, safe against '</script>' in the data. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** schema.org BreadcrumbList from the home page down to the current page. */
export function breadcrumbJsonLd(config: SiteConfig, trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, config.baseUrl).toString(),
    })),
  };
}

/** Where a formation or an event takes place: a city (or a whole country) and its country. */
export interface PlaceFacts {
  city: string | null;
  country: string;
  country_code?: string | null;
}

/** schema.org Place with its postal address; the country as its ISO code when known. */
export function placeJsonLd(place: PlaceFacts) {
  return {
    "@type": "Place",
    name: [place.city, place.country].filter(Boolean).join(", "),
    address: {
      "@type": "PostalAddress",
      ...(place.city ? { addressLocality: place.city } : {}),
      addressCountry: place.country_code?.toUpperCase() ?? place.country,
    },
  };
}

/**
 * schema.org Event of a tech event where the provider teaches (Google's event results require
 * its place: an event without one is not published). Without "@context": it goes in a course, or
 * in a page's `eventsJsonLd` graph. Its days are dates without a time: the site knows the days
 * of an event, not its hours nor its time zone.
 */
export function eventJsonLd(
  config: SiteConfig,
  event: { nom: string; start_date: string; end_date: string },
  place: PlaceFacts,
  path: string,
) {
  return {
    "@type": "Event",
    name: event.nom,
    startDate: event.start_date,
    endDate: event.end_date,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: placeJsonLd(place),
    organizer: organizationReference(config),
    url: new URL(path, config.baseUrl).toString(),
  };
}

/** The events of a page as top-level schema.org items, those without a place left out. */
export function eventsJsonLd(
  config: SiteConfig,
  events: { nom: string; start_date: string; end_date: string; place: PlaceFacts | null }[],
  path: string,
) {
  return {
    "@context": "https://schema.org",
    "@graph": events.flatMap(({ place, ...event }) =>
      place ? [eventJsonLd(config, event, place, path)] : [],
    ),
  };
}
