import { existsSync, readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { actionWrappers } from "./eslint-rules/action-wrappers.mjs";
import { clientBoundary, publicEntry } from "./eslint-rules/client-boundary.mjs";
import { outerColumn } from "./eslint-rules/outer-column.mjs";
import { ownTables } from "./eslint-rules/own-tables.mjs";

// Code flows one way: config, lib -> db -> server -> components -> features -> jobs, seed -> app. A domain (a
// folder of src/features) imports another only through its public.ts entry file, the client
// components another domain renders through its client.ts (public pages) or admin-client.ts (the
// dashboard's, which a public page must never download; see publicEntry), and the tables it reads
// through its tables.ts (decision 082), which names other tables and constants, and nothing else.
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const domainFiles = (name) =>
  features.filter((feature) =>
    existsSync(new URL(`./src/features/${feature}/${name}`, import.meta.url)),
  );

// Every domain sits on a floor and imports only the domains of the floors below (decisions 081,
// 082): a session's life runs one way (sessions → registrations → agreements → attendance →
// certificates), and the screens at the top compose what is below them. A domain that needs
// one above it takes its facts through an effect (src/life-effects.ts), or is composed higher.
const domainFloors = [
  ["about", "accounts", "audit-log", "blog", "home", "legal", "locations", "not-found"],
  ["events", "team", "trainers"],
  ["formations"],
  ["sessions"],
  ["registrations"],
  ["agreements", "assessment", "surveys"],
  ["attendance", "contact", "quality"],
  ["certificates"],
  ["billing"],
  ["bpf", "catalogue", "session-desk", "sign-up", "trainee-page"],
  ["calendar", "dashboard-home", "emails"],
];
const floorOf = (domain) => {
  const floor = domainFloors.findIndex((domains) => domains.includes(domain));
  if (floor < 0)
    throw new Error(
      `eslint.config.mjs : placez le domaine ${domain} sur un étage de domainFloors.`,
    );
  return floor;
};
const floorZones = features.map((domain) => ({
  target: `./src/features/${domain}`,
  from: features
    .filter((other) => other !== domain && floorOf(other) >= floorOf(domain))
    .map((other) => `./src/features/${other}`),
  message: `Les domaines s'empilent par étages (domainFloors) : ${domain} n'importe que ceux des étages au-dessous. Passez le fait par un effet (src/life-effects.ts) ou composez plus haut.`,
}));

const othersFiles = (feature, names) =>
  names.flatMap((entry) =>
    domainFiles(entry)
      .filter((other) => other !== feature)
      .map((other) => `./${other}/${entry}`),
  );

const layerZones = [
  ...floorZones,
  ...features.map((feature) => ({
    target: `./src/features/${feature}/**/!(tables).{ts,tsx}`,
    from: "./src/features",
    except: [
      `./${feature}`,
      ...othersFiles(feature, ["public.ts", "client.ts", "admin-client.ts", "tables.ts"]),
    ],
    message:
      "Un domaine n'importe d'un autre que ses fichiers public.ts, client.ts, admin-client.ts et tables.ts : exportez-y ce qu'il partage.",
  })),
  ...domainFiles("tables.ts").map((feature) => ({
    target: `./src/features/${feature}/tables.ts`,
    from: "./src/features",
    except: [`./${feature}`, ...othersFiles(feature, ["tables.ts", "constants.ts"])],
    message:
      "Un fichier tables.ts ne lit d'un autre domaine que ses tables (une clé étrangère) et ses constantes (constants.ts).",
  })),
  ...["lib", "components", "config", "server"].map((shared) => ({
    target: `./src/${shared}`,
    from: ["./src/features", "./src/jobs", "./src/seed", "./src/app", "./src/site"],
    message: "Le code partagé ne dépend ni des domaines ni des routes.",
  })),
  {
    target: "./src/db",
    from: "./src/features",
    message:
      "La base de données ne lit aucun domaine : chacun déclare ses tables dans son tables.ts.",
  },
  {
    target: "./src/db",
    from: ["./src/server", "./src/components", "./src/app", "./src/site"],
    message:
      "La base de données ne dépend pas du serveur : passez-lui ce dont elle a besoin (le journal des requêtes, le stockage).",
  },
  {
    target: ["./src/lib", "./src/config"],
    from: ["./src/db", "./src/server", "./src/components"],
    message: "lib/ et config/ restent purs : ni base de données, ni serveur, ni composants.",
  },
  {
    target: "./src/features",
    from: ["./src/app", "./src/site"],
    message: "Les domaines ne dépendent pas des routes.",
  },
  {
    target: "./src/features",
    from: ["./src/jobs", "./src/seed"],
    message:
      "Les domaines ne dépendent ni des tâches planifiées (src/jobs) ni du contenu de démonstration (src/seed) : ce sont eux qui appellent les domaines.",
  },
];

const zodPath = {
  name: "zod",
  message: "Importez zod depuis @/lib/zod : il y est configuré pour la politique de sécurité.",
};

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      // Astro's build and its generated types.
      "dist/**",
      ".astro/**",
      ".data/**",
      "node_modules/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "tests/lint-fixtures/**",
    ],
  },
  {
    plugins: {
      local: {
        rules: {
          "client-boundary": clientBoundary,
          "public-entry": publicEntry,
          "outer-column": outerColumn,
          "own-tables": ownTables,
          "action-wrappers": actionWrappers,
        },
      },
    },
    // Cycles are looked for in our code only: parsing the packages' bundles would take minutes.
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "import/no-restricted-paths": ["error", { zones: layerZones }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
      // One import per module: a file's reader sees at once all it takes from there.
      "import/no-duplicates": "error",
      "local/client-boundary": "error",
      "local/public-entry": "error",
      "local/outer-column": "error",
      "local/own-tables": "error",
      "local/action-wrappers": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-imports": ["error", { paths: [zodPath] }],
    },
  },
  {
    // What the public pages render (Astro, decision 085) imports nothing from Next.js.
    files: [
      "src/site/**",
      "src/features/*/components/public/**",
      "src/features/not-found/components/**",
      "src/components/layout/**",
      "src/components/forms/**",
      "src/components/json-ld.tsx",
      "src/components/preview-banner.tsx",
      "src/components/ui/picture.tsx",
      "src/components/ui/link-page.tsx",
    ],
    // Rendered by Next.js: the sign-in pages stay with the staff area, and its error screen is
    // Next.js's (decision 085). What Astro's code reaches is checked whole by layering.test.
    ignores: [
      "src/features/accounts/components/public/login-panel.tsx",
      "src/features/accounts/components/public/onboarding-form.tsx",
      "src/features/accounts/components/public/reset-password-form.tsx",
      "src/components/layout/error-screen.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodPath],
          patterns: [
            {
              group: ["next", "next/*"],
              message:
                "Les pages publiques sont rendues par Astro : rien de Next.js ici (décision 085).",
            },
          ],
        },
      ],
    },
  },
  {
    // Each icon is a module of its own, for the bundle; their types share one declaration file,
    // which import/no-duplicates reads as one module.
    files: ["src/components/ui/icon-sprite.ts"],
    rules: { "import/no-duplicates": "off" },
  },
  {
    files: ["src/lib/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
