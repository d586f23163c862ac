import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The file an import names, for the project's own modules ('@/...' or relative), or null. */
function resolveProjectFile(source, importer) {
  let base;
  if (source.startsWith("@/")) base = path.join(root, "src", source.slice(2));
  else if (source.startsWith(".")) base = path.resolve(path.dirname(importer), source);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    // A folder exists too, and has no extension: only a file is read.
    if (path.extname(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const SERVER_ONLY = /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*\s*import\s+["']server-only["']/;

/**
 * A client component ('use client') ships to the browser with everything it imports, types
 * included in the reader's mind: it may not import the database layer (a domain's tables.ts
 * included), the server layer, or any module marked `import "server-only"`. Server actions ('use server') are the way across.
 */
export const clientBoundary = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      forbidden:
        "Un composant client n'importe pas {{source}} (couche base de données, tables d'un domaine, serveur ou module « server-only ») : passez par une action serveur ou un type dans un fichier neutre.",
    },
  },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === "ExpressionStatement" && node.directive === "use client",
    );
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        // A domain's tables.ts is the database layer too, though it cannot say "server-only":
        // drizzle-kit reads it outside Next.js.
        const layer =
          /^@\/(db|server)(\/|$)/.test(source) ||
          /(^|\/)tables$/.test(source) ||
          source === "server-only";
        const file = layer ? null : resolveProjectFile(source, context.filename);
        if (layer || (file && SERVER_ONLY.test(readFileSync(file, "utf8")))) {
          context.report({ node, messageId: "forbidden", data: { source } });
        }
      },
    };
  },
};

const USE_CLIENT = /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*\s*["']use client["']/;

/**
 * A domain's public.ts exports no client component: a page ships every client component its
 * server modules reach, rendered or not, so one dashboard dialog re-exported there went to every
 * public page that read the domain (zod, react-hook-form and a Radix dialog, 70 kB gzipped). The
 * client components other domains render are exported by the domain's client.ts.
 */
export const publicEntry = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      client:
        "public.ts n'exporte pas de composant client ({{source}}) : toute page qui lit ce domaine le téléchargerait. Exportez-le depuis client.ts.",
    },
  },
  create(context) {
    if (!/[/\\]src[/\\]features[/\\][^/\\]+[/\\]public\.ts$/.test(context.filename)) return {};
    const check = (node) => {
      if (!node.source) return;
      const source = String(node.source.value);
      const file = resolveProjectFile(source, context.filename);
      if (file && USE_CLIENT.test(readFileSync(file, "utf8")))
        context.report({ node, messageId: "client", data: { source } });
    };
    return { ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
