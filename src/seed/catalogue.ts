import { addDays } from "@/lib/dates";
import { type TrainingProgram } from "@/features/formations/tables";

/**
 * Demo catalogue of a tech / AI / automation training provider. Dates are offsets from the day
 * the seed runs, so the calendar always has events ahead. Keys (`key`, `slug`) identify rows so
 * that seeding twice never duplicates them.
 */

export interface SeedLocation {
  key: string;
  country: string;
  country_code: string;
  city: string | null;
  address: string | null;
  permanent: boolean;
  stay?: [startOffset: number, endOffset: number];
  /** Colours of the generated illustration: sky, ground, accent. */
  palette: [string, string, string];
}

export const seedLocations: SeedLocation[] = [
  {
    key: "paris",
    country: "France",
    country_code: "fr",
    city: "Paris",
    address: "18 rue du Faubourg Saint-Antoine, 75012 Paris",
    permanent: true,
    palette: ["#dbeafe", "#1e3a8a", "#f472b6"],
  },
  {
    key: "lyon",
    country: "France",
    country_code: "fr",
    city: "Lyon",
    address: "Pôle Pixel, 24 rue Émile Decorps, 69100 Villeurbanne",
    permanent: true,
    palette: ["#fef3c7", "#14532d", "#f59e0b"],
  },
  {
    key: "lisbonne",
    country: "Portugal",
    country_code: "pt",
    city: "Lisbonne",
    address: "LX Factory, Rua Rodrigues de Faria 103",
    permanent: false,
    stay: [14, 45],
    palette: ["#ffedd5", "#9a3412", "#fde047"],
  },
  {
    key: "barcelone",
    country: "Espagne",
    country_code: "es",
    city: "Barcelone",
    address: null,
    permanent: false,
    stay: [95, 126],
    palette: ["#fce7f3", "#7c2d12", "#facc15"],
  },
  {
    key: "marrakech",
    country: "Maroc",
    country_code: "ma",
    city: "Marrakech",
    address: null,
    permanent: false,
    stay: [160, 181],
    palette: ["#fee2e2", "#7f1d1d", "#fb923c"],
  },
  {
    key: "berlin",
    country: "Allemagne",
    country_code: "de",
    city: "Berlin",
    address: "Messe Berlin, Messedamm 22",
    permanent: false,
    palette: ["#e0e7ff", "#1f2937", "#ef4444"],
  },
  {
    key: "montreal",
    country: "Canada",
    country_code: "ca",
    city: "Montréal",
    address: "Palais des congrès, 1001 Pl. Jean-Paul-Riopelle",
    permanent: false,
    palette: ["#e0f2fe", "#0c4a6e", "#ef4444"],
  },
  {
    key: "amsterdam",
    country: "Pays-Bas",
    country_code: "nl",
    city: "Amsterdam",
    address: "RAI Amsterdam, Europaplein 24",
    permanent: false,
    palette: ["#ecfccb", "#365314", "#f97316"],
  },
  {
    key: "las-vegas",
    country: "États-Unis",
    country_code: "us",
    city: "Las Vegas",
    address: null,
    permanent: false,
    palette: ["#fae8ff", "#581c87", "#22d3ee"],
  },
  {
    key: "tokyo",
    country: "Japon",
    country_code: "jp",
    city: "Tokyo",
    address: null,
    permanent: false,
    palette: ["#fdf2f8", "#831843", "#f9a8d4"],
  },
  {
    key: "thailande",
    country: "Thaïlande",
    country_code: "th",
    city: null,
    address: null,
    permanent: false,
    palette: ["#ccfbf1", "#134e4a", "#fbbf24"],
  },
];

export interface SeedEvent {
  key: string;
  nom: string;
  description: string;
  start: number;
  end: number;
  location: SeedLocation["key"];
}

export const seedEvents: SeedEvent[] = [
  {
    key: "rencontres-python-lyon",
    nom: "Rencontres Python de Lyon",
    description: "Une journée de conférences et d'ateliers autour de Python, de la data et du web.",
    start: -24,
    end: -24,
    location: "lyon",
  },
  {
    key: "sommet-ia-lisbonne",
    nom: "Sommet IA Générative de Lisbonne",
    description:
      "Trois jours de conférences sur les modèles de langage, les agents et leurs usages en entreprise.",
    start: 21,
    end: 23,
    location: "lisbonne",
  },
  {
    key: "berlin-automation-days",
    nom: "Berlin Automation Days",
    description: "Le rendez-vous européen de l'automatisation industrielle et logicielle.",
    start: 74,
    end: 76,
    location: "berlin",
  },
  {
    key: "montreal-data-ia",
    nom: "Semaine Data & IA de Montréal",
    description: "Conférences, hackathon et rencontres entre équipes data francophones.",
    start: 131,
    end: 135,
    location: "montreal",
  },
  {
    key: "amsterdam-devops-summit",
    nom: "Amsterdam DevOps Summit",
    description:
      "Plateformes internes, GitOps, observabilité : deux jours avec les équipes qui opèrent.",
    start: 188,
    end: 189,
    location: "amsterdam",
  },
  {
    key: "las-vegas-robotics-expo",
    nom: "Las Vegas Robotics & IoT Expo",
    description: "Le salon mondial des objets connectés, de la robotique et de l'IA embarquée.",
    start: 262,
    end: 265,
    location: "las-vegas",
  },
  {
    key: "salon-no-code-paris",
    nom: "Salon No-Code Paris",
    description:
      "Démonstrations et retours d'expérience d'équipes métiers qui construisent leurs outils.",
    start: 327,
    end: 327,
    location: "paris",
  },
];

export interface SeedFormation {
  slug: string;
  title: string;
  description: string;
  duration: string;
  price_no_tax: string;
  certification: boolean;
  format: string | null;
  access_time: string | null;
  prerequisites: string | null;
  objectives: string[] | null;
  methods_used: string[] | null;
  assessment_methods: string[] | null;
  access_modalities: string | null;
  event: SeedEvent["key"] | null;
  training_program: TrainingProgram | null;
}

const standardMethods = [
  "Apports théoriques courts",
  "Démonstrations commentées",
  "Travaux pratiques sur cas réels",
  "Support de cours numérique",
];
const standardAssessment = [
  "Positionnement en début de formation",
  "Exercices pratiques évalués",
  "Questionnaire de fin de formation",
  "Attestation de fin de formation",
];
const standardAccess =
  "Inscription sur devis, après un entretien de positionnement. Formation accessible aux personnes en situation de handicap : contactez notre référent.";

/**
 * How the BPF classifies the demo's formations (frames F-3 and F-4): certifications registered
 * at the répertoire spécifique, the others vocational training, most in computing (NSF 326).
 * The no-code workshop's speciality is left for staff to state, as the BPF page shows.
 */
export const demoBpfClasses: Record<string, { purpose: "rs" | "other"; nsf_code: string | null }> =
  {
    "python-pour-l-analyse-de-donnees": { purpose: "rs", nsf_code: "326" },
    "cybersecurite-les-fondamentaux": { purpose: "rs", nsf_code: "326" },
    "sql-et-postgresql-pour-les-metiers": { purpose: "rs", nsf_code: "326" },
    "ia-generative-en-entreprise": { purpose: "other", nsf_code: "326" },
    "automatiser-ses-processus-avec-n8n": { purpose: "other", nsf_code: "326" },
    "power-automate-et-microsoft-365": { purpose: "other", nsf_code: "324" },
    "prompt-engineering-avance": { purpose: "other", nsf_code: "326" },
    "developper-des-agents-ia-avec-langchain": { purpose: "other", nsf_code: "326" },
    "docker-et-kubernetes-en-production": { purpose: "other", nsf_code: "326" },
    "cloud-aws-architecture": { purpose: "other", nsf_code: "326" },
    "no-code-creer-ses-outils-metiers": { purpose: "other", nsf_code: null },
  };

export const seedFormations: SeedFormation[] = [
  {
    slug: "automatiser-ses-processus-avec-n8n",
    title: "Automatiser ses processus avec n8n",
    description:
      "Concevez des workflows qui relient vos outils (CRM, messagerie, tableurs, API) et supprimez les tâches répétitives, sans dépendre d'un développeur pour chaque changement.",
    duration: "2 jours",
    price_no_tax: "1290.00",
    certification: false,
    format: "Présentiel ou distanciel",
    access_time: "15 jours",
    prerequisites:
      "Être à l'aise avec les outils bureautiques. Aucune connaissance en programmation requise.",
    objectives: [
      "Cartographier un processus à automatiser",
      "Construire des workflows n8n robustes",
      "Connecter des API avec authentification",
      "Superviser et maintenir ses automatisations",
    ],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: standardAccess,
    event: null,
    training_program: {
      "Chapitre 1 - Penser automatisation": [
        "Repérer les tâches à automatiser",
        "Déclencheurs, actions et données",
      ],
      "Chapitre 2 - Premiers workflows": [
        "Nœuds, expressions et données JSON",
        "Gérer les erreurs et les relances",
      ],
      "Chapitre 3 - Connecter ses outils": [
        "API REST et webhooks",
        "OAuth2 et clés d'API",
        "Google Workspace, Slack, Notion",
      ],
      "Chapitre 4 - En production":
        "Hébergement, sauvegardes, journalisation et bonnes pratiques de maintenance.",
    },
  },
  {
    slug: "python-pour-l-analyse-de-donnees",
    title: "Python pour l'analyse de données",
    description:
      "De la première ligne de code aux tableaux de bord : Python, pandas et la visualisation pour analyser vos données métier en toute autonomie.",
    duration: "5 jours",
    price_no_tax: "2450.00",
    certification: true,
    format: "Présentiel",
    access_time: "30 jours",
    prerequisites: "Maîtrise d'un tableur (formules, tableaux croisés dynamiques).",
    objectives: [
      "Écrire des scripts Python lisibles",
      "Nettoyer et transformer des données avec pandas",
      "Produire des graphiques pertinents",
      "Automatiser un rapport récurrent",
    ],
    methods_used: standardMethods,
    assessment_methods: [
      ...standardAssessment,
      "Passage de la certification inscrite au répertoire spécifique",
    ],
    access_modalities: standardAccess,
    event: null,
    training_program: {
      "Chapitre 1 - Découvrir Python": ["Installer son environnement", "Variables et types"],
      "Chapitre 2 - Structures de contrôle": ["Conditions", "Boucles", "Fonctions"],
      "Chapitre 3 - Collections": ["Listes, dictionnaires et ensembles"],
      "Chapitre 4 - Lire des fichiers": ["CSV, Excel et JSON"],
      "Chapitre 5 - pandas, les bases": ["Series et DataFrame", "Sélection et filtres"],
      "Chapitre 6 - Nettoyer les données": ["Valeurs manquantes", "Types et dates"],
      "Chapitre 7 - Agréger": ["groupby et tableaux croisés"],
      "Chapitre 8 - Visualiser": ["matplotlib et seaborn", "Choisir le bon graphique"],
      "Chapitre 9 - Automatiser un rapport": ["Générer un classeur Excel mis en forme"],
      "Chapitre 10 - Projet final": "Analyse complète d'un jeu de données de votre entreprise.",
      "Chapitre 11 - Certification": ["Révisions", "Épreuve de certification"],
    },
  },
  {
    slug: "ia-generative-en-entreprise",
    title: "IA générative en entreprise : ChatGPT, Claude et Mistral",
    description:
      "Utilisez les assistants d'IA générative avec méthode : rédaction, synthèse, analyse, et les règles de confidentialité à respecter dans votre organisation.",
    duration: "2 jours",
    price_no_tax: "1490.00",
    certification: false,
    format: "Présentiel, distanciel ou hybride",
    access_time: "10 jours",
    prerequisites: null,
    objectives: [
      "Comprendre le fonctionnement d'un modèle de langage",
      "Rédiger des consignes efficaces",
      "Intégrer l'IA dans ses tâches quotidiennes",
    ],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: standardAccess,
    event: null,
    training_program: {
      "Chapitre 1 - Comprendre les modèles de langage": [
        "Ce qu'un LLM sait faire, et ne sait pas faire",
        "Panorama des outils",
      ],
      "Chapitre 2 - L'art de la consigne": ["Rôle, contexte, format", "Itérer sur un résultat"],
      "Chapitre 3 - Cas d'usage métier": [
        "Synthèse de documents",
        "Rédaction",
        "Analyse de données",
      ],
      "Chapitre 4 - Cadre et confidentialité": [
        "RGPD et données sensibles",
        "AI Act : l'essentiel",
      ],
    },
  },
  {
    slug: "developper-des-agents-ia-avec-langchain",
    title: "Développer des agents IA avec LangChain",
    description:
      "Construisez des assistants qui interrogent vos documents et agissent via des outils : RAG, appels de fonctions, évaluation et mise en production.",
    duration: "3 jours",
    price_no_tax: "2190.00",
    certification: false,
    format: "Présentiel",
    access_time: "21 jours",
    prerequisites: "Bases solides en Python et en utilisation d'API REST.",
    objectives: [
      "Mettre en place un pipeline RAG",
      "Créer un agent outillé",
      "Évaluer la qualité des réponses",
    ],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: standardAccess,
    event: null,
    training_program: {
      "Chapitre 1 - Architecture d'une application LLM": [
        "Modèles, embeddings, bases vectorielles",
      ],
      "Chapitre 2 - RAG": ["Découpage et indexation", "Recherche hybride", "Citations des sources"],
      "Chapitre 3 - Agents et outils": ["Appels de fonctions", "Mémoire et état"],
      "Chapitre 4 - Évaluer et déployer": ["Jeux de tests", "Coûts et latence", "Observabilité"],
    },
  },
  {
    slug: "power-automate-et-microsoft-365",
    title: "Power Automate et Microsoft 365",
    description:
      "Automatisez approbations, notifications et traitements de fichiers dans Outlook, Teams, SharePoint et Excel avec Power Automate.",
    duration: "2 jours",
    price_no_tax: "1190.00",
    certification: false,
    format: "Distanciel",
    access_time: "15 jours",
    prerequisites: "Utilisation courante de Microsoft 365.",
    objectives: ["Créer des flux cloud", "Mettre en place des circuits d'approbation"],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: standardAccess,
    event: null,
    training_program: null,
  },
  {
    slug: "cybersecurite-les-fondamentaux",
    title: "Cybersécurité : les fondamentaux pour les équipes",
    description:
      "Hameçonnage, mots de passe, sauvegardes, télétravail : les réflexes qui protègent réellement une organisation, illustrés par des attaques récentes.",
    duration: "3 jours",
    price_no_tax: "1790.00",
    certification: true,
    format: "Présentiel",
    access_time: "30 jours",
    prerequisites: null,
    objectives: [
      "Identifier les principales menaces",
      "Adopter les bonnes pratiques au quotidien",
      "Réagir face à un incident",
    ],
    methods_used: standardMethods,
    assessment_methods: [...standardAssessment, "Passage de la certification"],
    access_modalities: standardAccess,
    event: null,
    training_program: {
      "Chapitre 1 - Panorama des menaces": ["Rançongiciels", "Hameçonnage", "Fraude au président"],
      "Chapitre 2 - Hygiène numérique": [
        "Mots de passe et MFA",
        "Mises à jour",
        "Sauvegardes 3-2-1",
      ],
      "Chapitre 3 - Réagir": "Signaler, isoler, prévenir : la conduite à tenir en cas d'incident.",
    },
  },
  {
    slug: "docker-et-kubernetes-en-production",
    title: "Docker et Kubernetes en production",
    description:
      "Conteneurisez vos applications et exploitez-les sur Kubernetes : déploiements, configuration, observabilité et sécurité.",
    duration: "4 jours",
    price_no_tax: "2390.00",
    certification: false,
    format: "Présentiel",
    access_time: "30 jours",
    prerequisites: "Pratique de la ligne de commande Linux.",
    objectives: [
      "Construire des images sobres et sûres",
      "Déployer sur Kubernetes",
      "Superviser un cluster",
    ],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: standardAccess,
    event: null,
    training_program: {
      "Chapitre 1 - Docker": ["Images et couches", "Dockerfile multi-étapes", "Compose"],
      "Chapitre 2 - Kubernetes": ["Pods, Deployments, Services", "ConfigMaps et Secrets"],
      "Chapitre 3 - Exploitation": ["Helm", "Sondes et autoscaling", "Logs et métriques"],
    },
  },
  {
    slug: "prompt-engineering-avance",
    title: "Prompt engineering avancé",
    description:
      "Chaînes de consignes, sorties structurées et évaluation : une journée intensive pour fiabiliser vos usages de l'IA générative.",
    duration: "1 jour",
    price_no_tax: "690.00",
    certification: false,
    format: "Distanciel",
    access_time: "7 jours",
    prerequisites: "Utilisation régulière d'un assistant d'IA générative.",
    objectives: ["Obtenir des sorties structurées fiables", "Évaluer ses consignes"],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: standardAccess,
    event: null,
    training_program: null,
  },
  {
    slug: "sql-et-postgresql-pour-les-metiers",
    title: "SQL et PostgreSQL pour les métiers",
    description:
      "Interrogez directement vos bases de données : sélections, jointures, agrégats et vues, pour ne plus attendre un export.",
    duration: "3 jours",
    price_no_tax: "1590.00",
    certification: true,
    format: "Présentiel ou distanciel",
    access_time: "21 jours",
    prerequisites: "Aisance avec un tableur.",
    objectives: ["Écrire des requêtes SELECT", "Joindre plusieurs tables", "Créer des vues utiles"],
    methods_used: standardMethods,
    assessment_methods: [...standardAssessment, "Passage de la certification"],
    access_modalities: standardAccess,
    event: null,
    training_program: {
      "Chapitre 1 - Les bases": ["Tables et types", "SELECT, WHERE, ORDER BY"],
      "Chapitre 2 - Jointures": ["INNER et LEFT JOIN", "Pièges courants"],
      "Chapitre 3 - Agrégats et vues": ["GROUP BY, HAVING", "Fonctions de fenêtre", "Vues"],
    },
  },
  {
    slug: "cloud-aws-architecture",
    title: "Cloud AWS : architecture et bonnes pratiques",
    description:
      "Concevez une architecture AWS sûre et maîtrisée en coûts : réseau, calcul, stockage, identités et supervision.",
    duration: "3 jours",
    price_no_tax: "2090.00",
    certification: false,
    format: "Présentiel",
    access_time: "30 jours",
    prerequisites: "Notions de réseau et de systèmes.",
    objectives: ["Choisir les bons services", "Sécuriser les accès", "Maîtriser ses coûts"],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: null,
    event: null,
    training_program: null,
  },
  {
    slug: "atelier-ia-generative-lisbonne",
    title: "Atelier IA générative au Sommet de Lisbonne",
    description:
      "Trois jours d'atelier en petit groupe pendant le Sommet IA Générative : vos cas d'usage, prototypés avec les outils découverts sur le salon.",
    duration: "3 jours",
    price_no_tax: "1890.00",
    certification: false,
    format: "Présentiel",
    access_time: null,
    prerequisites: null,
    objectives: ["Prototyper un assistant métier", "Comparer les solutions présentées au sommet"],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: standardAccess,
    event: "sommet-ia-lisbonne",
    training_program: {
      "Chapitre 1 - Préparer sa visite": [
        "Sélectionner les conférences",
        "Définir son cas d'usage",
      ],
      "Chapitre 2 - Prototyper": ["Atelier en binômes", "Restitution au groupe"],
    },
  },
  {
    slug: "automatisation-industrielle-berlin",
    title: "Automatisation industrielle aux Berlin Automation Days",
    description:
      "Robotique collaborative, jumeaux numériques et supervision : une formation terrain au cœur du salon berlinois.",
    duration: "3 jours",
    price_no_tax: "2290.00",
    certification: false,
    format: "Présentiel",
    access_time: null,
    prerequisites: "Expérience en production industrielle ou en méthodes.",
    objectives: ["Évaluer une solution d'automatisation", "Construire une feuille de route"],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: standardAccess,
    event: "berlin-automation-days",
    training_program: null,
  },
  {
    slug: "data-engineering-montreal",
    title: "Data engineering à Montréal",
    description:
      "Pipelines de données modernes (dbt, Airflow, entrepôts cloud) pendant la Semaine Data & IA, avec certification à la clé.",
    duration: "5 jours",
    price_no_tax: "3290.00",
    certification: true,
    format: "Présentiel",
    access_time: null,
    prerequisites: "SQL courant et bases de Python.",
    objectives: ["Concevoir un pipeline ELT", "Tester et documenter ses modèles dbt"],
    methods_used: standardMethods,
    assessment_methods: [...standardAssessment, "Passage de la certification"],
    access_modalities: standardAccess,
    event: "montreal-data-ia",
    training_program: {
      "Chapitre 1 - Architecture ELT": ["Entrepôt, lac et lakehouse"],
      "Chapitre 2 - dbt": ["Modèles, tests et documentation"],
      "Chapitre 3 - Orchestration": ["Airflow", "Surveillance des pipelines"],
    },
  },
  {
    slug: "gitops-plateformes-internes-amsterdam",
    title: "GitOps et plateformes internes à Amsterdam",
    description:
      "Argo CD, Backstage et l'ingénierie de plateforme, appris en marge de l'Amsterdam DevOps Summit.",
    duration: "2 jours",
    price_no_tax: "1990.00",
    certification: false,
    format: "Présentiel",
    access_time: null,
    prerequisites: "Pratique de Kubernetes.",
    objectives: ["Déployer en GitOps", "Poser les bases d'une plateforme interne"],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: standardAccess,
    event: "amsterdam-devops-summit",
    training_program: {
      "Chapitre 1 - GitOps": ["Principes", "Argo CD en pratique"],
      "Chapitre 2 - Plateforme interne": ["Backstage", "Chemins balisés pour les équipes"],
    },
  },
  {
    slug: "robotique-et-iot-las-vegas",
    title: "Robotique et IoT à Las Vegas",
    description:
      "Capteurs, protocoles et IA embarquée : comprendre l'écosystème IoT en visitant le plus grand salon du secteur.",
    duration: "4 jours",
    price_no_tax: "3490.00",
    certification: false,
    format: "Présentiel",
    access_time: null,
    prerequisites: null,
    objectives: ["Comprendre les architectures IoT", "Évaluer des solutions d'IA embarquée"],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: standardAccess,
    event: "las-vegas-robotics-expo",
    training_program: null,
  },
  {
    slug: "no-code-creer-ses-outils-metiers",
    title: "No-code : créer ses outils métiers",
    description:
      "Une journée pour concevoir une application interne avec Airtable et un outil d'interface no-code, le jour du Salon No-Code Paris.",
    duration: "1 jour",
    price_no_tax: "790.00",
    certification: false,
    format: "Présentiel",
    access_time: null,
    prerequisites: null,
    objectives: ["Modéliser ses données", "Construire une interface simple"],
    methods_used: standardMethods,
    assessment_methods: standardAssessment,
    access_modalities: standardAccess,
    event: "salon-no-code-paris",
    training_program: {
      "Chapitre 1 - Modéliser": ["Tables, champs et relations"],
      "Chapitre 2 - Construire": ["Interfaces et automatisations"],
    },
  },
];

export function stayDates(location: SeedLocation, today: string) {
  return location.stay
    ? { stay_start: addDays(today, location.stay[0]), stay_end: addDays(today, location.stay[1]) }
    : { stay_start: null, stay_end: null };
}
