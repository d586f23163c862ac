/**
 * The facts of the site's accessibility statement (RGAA 4.1). Updating the statement after an
 * audit is an edit of this file. The end-to-end sweep (tests/e2e/every-page.spec.ts) checks the
 * pages listed here with axe-core at both widths on every test run, so the list is the sample
 * that is actually tested.
 */
export const accessibilityAudit = {
  standard: "RGAA 4.1",
  conformity: "partiellement conforme",
  /** The day the manual checks below were last done (ISO 8601). */
  auditedOn: "2026-11-23",
  automated:
    "Contrôle automatique axe-core (règles WCAG 2.1 niveaux A et AA) de chacune des pages ci-dessous, à 1280 px et à 375 px de large, dans Chromium, à chaque version du site.",
  manual: [
    "Navigation au clavier : lien d'évitement, navigation principale et liens de la page d'accueil, formulaire de contact ; focus visible à chaque étape.",
    "Affichage à 375 px de large (équivalent d'un zoom à 200 % et plus) : pas de défilement horizontal sur les pages principales.",
    "Formulaires (contact, devis, connexion) : nom accessible de chaque champ, champ en erreur marqué invalide et relié à son message, focus placé sur le premier champ en erreur.",
  ],
  pages: [
    { name: "Accueil", path: "/" },
    { name: "Catalogue des formations", path: "/formations" },
    { name: "Formations en France", path: "/formations/locaux" },
    { name: "Formations à l'étranger", path: "/formations/etranger" },
    { name: "Formations autour des événements", path: "/formations/evenements" },
    { name: "Une fiche formation", path: "/formation/python-pour-l-analyse-de-donnees" },
    { name: "À propos", path: "/about" },
    { name: "Contact", path: "/contact" },
    { name: "Demande de devis", path: "/devis" },
    { name: "Blog", path: "/blog" },
    { name: "Un article du blog", path: "/blog/financer-sa-formation-cpf-opco" },
    { name: "Calendrier", path: "/calendar" },
    { name: "Certification Qualiopi", path: "/certification-qualiopi" },
    { name: "Mentions légales", path: "/mentions-legales" },
    { name: "Politique de confidentialité", path: "/politique-confidentialite" },
    { name: "Politique d'accessibilité", path: "/politique-accessibilite" },
    { name: "Conditions générales d'utilisation", path: "/cgu" },
    { name: "Conditions générales de vente", path: "/cgv" },
    { name: "Espace personnel (connexion)", path: "/login" },
    { name: "Page introuvable", path: "/page-introuvable" },
  ],
  nonConformities: [
    {
      issue: "Le certificat Qualiopi est un document PDF non balisé : un lecteur d'écran n'en restitue pas la structure.",
      workaround: "Sur simple demande, nous vous en envoyons le contenu en texte (organisme certificateur, numéro, dates de validité, catégories).",
    },
    {
      issue: "Le programme de formation téléchargeable (PDF) n'est pas balisé.",
      workaround: "Tout son contenu figure en HTML sur la fiche de la formation.",
    },
    {
      issue: "Les champs obligatoires des formulaires sont signalés par un astérisque dans leur libellé, sans phrase qui explique ce signe.",
      workaround: "Un formulaire envoyé incomplet nomme chaque champ manquant et y place le focus.",
    },
    {
      issue: "La carte du monde des destinations n'est pas exploitable sans la vue.",
      workaround: "La liste des destinations, placée avec la carte, donne les mêmes informations.",
    },
  ],
  limits: [
    "Les parcours n'ont pas encore été testés avec un lecteur d'écran (NVDA, VoiceOver) : c'est la prochaine étape de l'audit.",
    "L'espace réservé à l'équipe n'entre pas dans l'échantillon.",
  ],
  technologies: ["HTML5", "CSS", "JavaScript", "WAI-ARIA", "SVG"],
  environment: "Chromium (moteur de Google Chrome et Microsoft Edge) sous Linux, avec axe-core et Playwright.",
} as const;
