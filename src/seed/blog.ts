export interface SeedBlogPost {
  slug: string;
  title: string;
  description: string;
  emoji: string;
  /** Days before the seed day. */
  age: number;
  published: boolean;
  tags: string[];
  content: string;
}

export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: "automatiser-sans-coder-par-ou-commencer",
    title: "Automatiser sans coder : par où commencer ?",
    description:
      "Les trois questions à se poser avant de choisir un outil d'automatisation, et une méthode simple pour votre premier workflow.",
    emoji: "⚙️",
    age: 3,
    published: true,
    tags: ["automatisation", "no-code", "n8n"],
    content: `## Commencer par le processus, pas par l'outil

Avant d'ouvrir n8n, Make ou Power Automate, décrivez la tâche telle qu'elle se fait **aujourd'hui** :

1. Qui la déclenche, et quand ?
2. Quelles données circulent, d'où viennent-elles ?
3. Que se passe-t-il quand une étape échoue ?

## Une règle simple pour choisir

| Situation | Outil conseillé |
| --- | --- |
| Tout est dans Microsoft 365 | Power Automate |
| Beaucoup d'API, besoin d'héberger soi-même | n8n |
| Équipe marketing, outils SaaS | Make |

## Votre premier workflow

Un bon premier projet tient en une phrase : *« quand un formulaire est rempli, créer une fiche dans le CRM et prévenir l'équipe sur Slack »*.

\`\`\`json
{ "trigger": "webhook", "steps": ["crm.create", "slack.notify"] }
\`\`\`

Pour aller plus loin, découvrez notre formation [Automatiser ses processus avec n8n](/formation/automatiser-ses-processus-avec-n8n).
`,
  },
  {
    slug: "ia-generative-5-usages-concrets",
    title: "IA générative : 5 usages concrets qui font gagner du temps",
    description:
      "Synthèse de réunions, réponses clients, analyse de tableaux : des cas d'usage testés avec nos stagiaires, et leurs limites.",
    emoji: "🤖",
    age: 9,
    published: true,
    tags: ["IA", "productivité"],
    content: `## 1. Résumer une réunion

Collez la transcription et demandez un compte rendu structuré : décisions, actions, responsables.

## 2. Préparer une réponse client

- Donnez le contexte et le ton attendu
- Relisez toujours avant d'envoyer
- Ne partagez jamais de données personnelles sans cadre

## 3. Explorer un tableau de données

Les assistants savent produire des graphiques à partir d'un CSV. Vérifiez les chiffres clés à la main.

## 4. Traduire et adapter

> Une traduction n'est pas une adaptation : précisez le public visé.

## 5. Générer des jeux de tests

Demandez des cas limites : dates invalides, champs vides, caractères spéciaux.

Lire aussi : [le guide de la CNIL sur l'IA](https://www.cnil.fr/fr/intelligence-artificielle).
`,
  },
  {
    slug: "rag-expliquer-simplement",
    title: "Le RAG expliqué simplement",
    description:
      "Pourquoi les assistants d'entreprise s'appuient sur vos documents plutôt que sur la seule mémoire du modèle, et comment cela fonctionne.",
    emoji: "📚",
    age: 16,
    published: true,
    tags: ["IA", "RAG", "LangChain"],
    content: `## Le problème

Un modèle de langage ne connaît ni vos procédures ni vos contrats. Le **RAG** (*Retrieval-Augmented Generation*) lui fournit, à chaque question, les extraits pertinents de vos documents.

## Les trois étapes

1. **Indexer** : découper les documents et calculer leurs *embeddings*
2. **Rechercher** : retrouver les passages proches de la question
3. **Générer** : répondre en citant ces passages

\`\`\`python
docs = retriever.invoke("Quelle est la durée de la période d'essai ?")
answer = llm.invoke(prompt.format(context=docs, question=question))
\`\`\`

## Ce qui fait la qualité

- Le découpage des documents
- La recherche hybride (mots-clés + vecteurs)
- Un jeu de questions de référence pour évaluer
`,
  },
  {
    slug: "financer-sa-formation-cpf-opco",
    title: "Financer sa formation : CPF, OPCO et France Travail",
    description:
      "Les dispositifs de financement accessibles grâce à la certification Qualiopi, expliqués pour les salariés, les indépendants et les entreprises.",
    emoji: "💶",
    age: 23,
    published: true,
    tags: ["financement", "Qualiopi", "CPF"],
    content: `## Le CPF

Chaque actif dispose d'un compte personnel de formation alimenté chaque année. Les formations **certifiantes** y sont éligibles.

## L'OPCO de votre entreprise

Les opérateurs de compétences financent tout ou partie des formations des salariés des entreprises de moins de 50 salariés.

## France Travail

Les demandeurs d'emploi peuvent solliciter une aide individuelle à la formation.

## Pourquoi Qualiopi compte

Sans certification Qualiopi, aucun de ces financements publics n'est possible. Consultez notre page [certification Qualiopi](/certification-qualiopi).
`,
  },
  {
    slug: "travailler-depuis-lisbonne",
    title: "Se former et travailler depuis Lisbonne",
    description:
      "Retour sur notre session de printemps au LX Factory : organisation, rythme des journées et conseils pour les nomades numériques.",
    emoji: "🌍",
    age: 31,
    published: true,
    tags: ["nomades", "Portugal", "voyage"],
    content: `## Une journée type

- **9 h** : atelier en petit groupe
- **13 h** : déjeuner avec l'équipe
- **14 h 30** : travaux pratiques sur vos projets
- **17 h** : temps libre

## Nos conseils

1. Réservez votre logement tôt
2. Prévoyez un adaptateur… non, inutile au Portugal !
3. Gardez une demi-journée pour visiter Belém

Prochaines dates : consultez [la carte de nos destinations](/formations/etranger).
`,
  },
  {
    slug: "securite-les-mots-de-passe-en-2026",
    title: "Mots de passe : ce qui a changé",
    description:
      "Gestionnaires de mots de passe, clés d'accès et double authentification : les recommandations actuelles, sans jargon.",
    emoji: "🔐",
    age: 40,
    published: true,
    tags: ["cybersécurité"],
    content: `## Les recommandations actuelles

- Une phrase de passe longue vaut mieux qu'un mot compliqué
- Un **gestionnaire de mots de passe** pour ne jamais réutiliser
- La double authentification partout où c'est possible

## Les clés d'accès (passkeys)

Elles remplacent le mot de passe par une clé cryptographique stockée sur votre appareil.

\`\`\`text
Mot de passe  → secret partagé, peut fuiter
Clé d'accès   → secret qui ne quitte jamais l'appareil
\`\`\`
`,
  },
  {
    slug: "kubernetes-faut-il-y-aller",
    title: "Kubernetes : faut-il vraiment y aller ?",
    description:
      "Kubernetes résout des problèmes réels, mais pas ceux de toutes les équipes. Une grille de décision honnête.",
    emoji: "☸️",
    age: 52,
    published: true,
    tags: ["DevOps", "Kubernetes"],
    content: `## Les bonnes raisons

- Plusieurs équipes déploient plusieurs services
- Besoin de montée en charge automatique
- Une équipe plateforme existe ou va exister

## Les mauvaises raisons

- « Tout le monde le fait »
- Un seul service, une seule équipe

## Les alternatives

Une machine virtuelle bien gérée, ou un service managé de conteneurs, suffisent souvent.
`,
  },
  {
    slug: "sql-la-competence-sous-estimee",
    title: "SQL, la compétence sous-estimée",
    description:
      "Pourquoi les équipes métier qui savent interroger leurs bases gagnent des jours chaque mois.",
    emoji: "🗄️",
    age: 64,
    published: true,
    tags: ["data", "SQL"],
    content: `## Un exemple

\`\`\`sql
SELECT region, count(*) AS commandes, sum(montant) AS chiffre
FROM commandes
WHERE date >= date_trunc('month', now())
GROUP BY region
ORDER BY chiffre DESC;
\`\`\`

Cinq lignes, et plus besoin d'attendre l'export du lundi.
`,
  },
  {
    slug: "retour-salon-no-code",
    title: "Ce que nous avons appris au Salon No-Code",
    description: "Compte rendu à venir : démonstrations, tendances et outils repérés.",
    emoji: "🧩",
    age: 70,
    published: true,
    tags: ["no-code", "événements"],
    content: "",
  },
  {
    slug: "agenda-des-salons-tech",
    title: "L'agenda des salons tech de l'année",
    description:
      "Notre sélection des événements où nous organisons des formations : bientôt en ligne.",
    emoji: "📅",
    age: 78,
    published: true,
    tags: ["événements"],
    content: "",
  },
  {
    slug: "ai-act-ce-qui-change-pour-les-entreprises",
    title: "AI Act : ce qui change pour les entreprises",
    description: "Brouillon : calendrier d'application et obligations selon le niveau de risque.",
    emoji: "⚖️",
    age: 1,
    published: false,
    tags: ["IA", "réglementation"],
    content: `## Calendrier

- Interdictions : applicables
- Obligations des modèles à usage général : en cours

*Article en cours de rédaction.*
`,
  },
  {
    slug: "notre-prochaine-destination",
    title: "Notre prochaine destination",
    description: "Brouillon : annonce de la prochaine session à l'étranger.",
    emoji: "✈️",
    age: 0,
    published: false,
    tags: ["nomades"],
    content: "",
  },
];
