/** Every route of the product, so that links are never hand-typed strings. */
export const paths = {
  home: "/",
  formations: "/formations",
  localFormations: "/formations/locaux",
  abroadFormations: "/formations/etranger",
  eventFormations: "/formations/evenements",
  formation: (slug: string) => `/formation/${encodeURIComponent(slug)}`,
  formationProgrammePdf: (slug: string) => `/formation/${encodeURIComponent(slug)}/programme.pdf`,
  about: "/about",
  team: "/about#Team",
  contact: "/contact",
  quote: (formation?: string) =>
    formation ? `/devis?formation=${encodeURIComponent(formation)}` : "/devis",
  blog: "/blog",
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  blogArticlesApi: "/api/blog/articles",
  blogFeed: "/blog/rss.xml",
  calendarFeed: "/calendar.ics",
  sitemap: "/sitemap.xml",
  sitemapFile: (index: number) => `/sitemaps/${index}.xml`,
  calendar: "/calendar",
  qualiopi: "/certification-qualiopi",
  privacy: "/politique-confidentialite",
  accessibility: "/politique-accessibilite",
  legalNotice: "/mentions-legales",
  termsOfUse: "/cgu",
  termsOfSale: "/cgv",
  login: "/login",
  onboarding: "/onboarding",
  dashboard: "/dashboard",
  worldMapBackdrop: "/carte-du-monde.svg",
  locationImage: (id: number) => `/locations/${id}.png`,
  userPhoto: (id: number) => `/users/${id}.png`,
} as const;

/** The five legal pages: framed layout, noindex, disallowed in robots.txt. */
export const legalPaths = [
  paths.privacy,
  paths.accessibility,
  paths.legalNotice,
  paths.termsOfUse,
  paths.termsOfSale,
] as const;
