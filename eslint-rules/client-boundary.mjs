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
 * included in the reader's mind: it may not import the database layer, the server layer, or any
 * module marked `import "server-only"`. Server actions ('use server') are the way across.
 */
export const clientBoundary = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      forbidden:
        "Un composant client n'importe pas {{source}} (couche base de données, serveur ou module « server-only ») : passez par une action serveur ou un type dans un fichier neutre.",
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
        const layer = /^@\/(db|server)(\/|$)/.test(source) || source === "server-only";
        const file = layer ? null : resolveProjectFile(source, context.filename);
        if (layer || (file && SERVER_ONLY.test(readFileSync(file, "utf8")))) {
          context.report({ node, messageId: "forbidden", data: { source } });
        }
      },
    };
  },
};
