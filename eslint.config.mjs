import { readdirSync } from "node:fs";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Code flows one way: shared (lib, components, config, db, server) -> features -> app,
// and a feature never imports another feature's internals.
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "Une feature n'importe pas une autre feature : déplacez le code partagé dans lib/, server/ ou components/.",
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
