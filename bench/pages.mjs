// The public pages every benchmark measures (production-readiness issue): the catalogue, a
// formation, the blog and an article, the calendar, about, and both forms.
export const PUBLIC_PAGES = [
  "/",
  "/formations",
  "/formations/locaux",
  "/formations/etranger",
  "/formations/evenements",
  "/formation/python-pour-l-analyse-de-donnees",
  "/blog",
  "/blog/financer-sa-formation-cpf-opco",
  "/calendar",
  "/about",
  "/contact",
  "/devis?formation=python-pour-l-analyse-de-donnees",
];
