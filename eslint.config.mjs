import { existsSync, readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Code flows one way: shared (lib, components, config, db, server) -> features -> app. A domain
// (a folder of src/features) never imports another one's internals: only its public.ts entry file.
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const entryFiles = features.filter((feature) => existsSync(new URL(`./src/features/${feature}/public.ts`, import.meta.url)));

const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`, ...entryFiles.filter((other) => other !== feature).map((other) => `./${other}/public.ts`)],
    message: "Un domaine n'importe d'un autre que son fichier public.ts : exportez-y ce qu'il partage.",
  })),
  ...["lib", "components", "config", "db", "server"].map((shared) => ({
    target: `./src/${shared}`,
    from: ["./src/features", "./src/app"],
    message: "Le code partagé ne dépend ni des features ni des routes.",
  })),
  {
    target: "./src/features",
    from: "./src/app",
    message: "Les features ne dépendent pas des routes.",
  },
];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**"],
  },
  {
    rules: {
      "import/no-restricted-paths": ["error", { zones: layerZones }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Importez zod depuis @/lib/zod : il y est configuré pour la politique de sécurité." }] },
      ],
    },
  },
  {
    files: ["src/lib/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
