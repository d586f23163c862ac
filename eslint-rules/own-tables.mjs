import path from "node:path";

/**
 * A domain's rows change only through its own code (decision 082): in src/features/<domain>, an
 * insert, update or delete names a table of that domain's tables.ts, never another domain's.
 * Reading one is a join like any other; changing one is the owner's command, which its public.ts
 * exports. The shared tables of src/server (the outbox, the journal, the accounts) are not a
 * domain's: every domain writes them through the server's own modules or directly. What it does
 * not see: a table copied into a variable first, or a write in raw SQL; review catches those.
 */
export const ownTables = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      foreign:
        "« {{table}} » appartient au domaine {{owner}} : {{domain}} ne l'écrit pas. Appelez la commande de {{owner}} qui fait ce changement (exportée par son public.ts).",
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.getPhysicalFilename();
    const domain = file.match(/src\/features\/([^/]+)\//)?.[1];
    if (!domain) return {};
    /** Local name of an imported table, or of a whole tables module, → the domain that owns it. */
    const foreign = new Map();
    const namespaces = new Map();
    const ownerOf = (source) => {
      const resolved = source.startsWith(".")
        ? path.resolve(path.dirname(file), source)
        : source.replace(/^@\//, "src/");
      return resolved.match(/src\/features\/([^/]+)\/tables(\.ts)?$/)?.[1];
    };
    return {
      ImportDeclaration(node) {
        const owner = ownerOf(node.source.value);
        if (!owner || owner === domain) return;
        for (const specifier of node.specifiers)
          (specifier.type === "ImportNamespaceSpecifier" ? namespaces : foreign).set(
            specifier.local.name,
            owner,
          );
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return;
        if (!["insert", "update", "delete"].includes(callee.property.name)) return;
        const [table] = node.arguments;
        const owner =
          table?.type === "Identifier"
            ? foreign.get(table.name)
            : table?.type === "MemberExpression" && table.object.type === "Identifier"
              ? namespaces.get(table.object.name)
              : undefined;
        if (!owner) return;
        context.report({
          node: table,
          messageId: "foreign",
          data: { table: context.sourceCode.getText(table), owner, domain },
        });
      },
    };
  },
};
