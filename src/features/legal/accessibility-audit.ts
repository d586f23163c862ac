import { paths } from "@/config/paths";

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
    { name: "Accueil", path: paths.home },
    { name: "Catalogue des formations", path: paths.formations },
    { name: "Formations en France", path: paths.localFormations },
    { name: "Formations à l'étranger", path: paths.abroadFormations },
    { name: "Formations autour des événements", path: paths.eventFormations },
    { name: "Une fiche formation", path: paths.formation("python-pour-l-analyse-de-donnees") },
    { name: "À propos", path: paths.about },
    { name: "Contact", path: paths.contact },
    { name: "Demande de devis", path: paths.quote() },
    { name: "Blog", path: paths.blog },
    { name: "Un article du blog", path: paths.blogPost("financer-sa-formation-cpf-opco") },
    { name: "Calendrier", path: paths.calendar },
    { name: "Certification Qualiopi", path: paths.qualiopi },
    { name: "Mentions légales", path: paths.legalNotice },
    { name: "Politique de confidentialité", path: paths.privacy },
    { name: "Politique d'accessibilité", path: paths.accessibility },
    { name: "Conditions générales d'utilisation", path: paths.termsOfUse },
    { name: "Conditions générales de vente", path: paths.termsOfSale },
    { name: "Espace personnel (connexion)", path: paths.login },
    { name: "Page introuvable", path: "/page-introuvable" },
  ],
  nonConformities: [
    {
      issue:
        "Le certificat Qualiopi est un document PDF non balisé : un lecteur d'écran n'en restitue pas la structure.",
      workaround:
        "Sur simple demande, nous vous en envoyons le contenu en texte (organisme certificateur, numéro, dates de validité, catégories).",
    },
    {
      issue: "Le programme de formation téléchargeable (PDF) n'est pas balisé.",
      workaround: "Tout son contenu figure en HTML sur la fiche de la formation.",
    },
    {
      issue:
        "Les champs obligatoires des formulaires sont signalés par un astérisque dans leur libellé, sans phrase qui explique ce signe.",
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
  environment:
    "Chromium (moteur de Google Chrome et Microsoft Edge) sous Linux, avec axe-core et Playwright.",
} as const;
