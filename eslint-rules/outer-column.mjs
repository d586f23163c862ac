/**
 * In a raw `sql` template holding a SELECT, a column of a table the template does not select
 * FROM or JOIN is the outer query's: it must go through outerColumn() (src/db/outer-column.ts).
 * Drizzle leaves a single-table select's columns unqualified, so such a column would silently
 * read the subquery's own table when the names match (every `id`).
 */
export const outerColumn = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      unqualified:
        "« {{column}} » vient de la requête extérieure : dans une sous-requête SQL brute, écrivez outerColumn({{column}}), sinon Drizzle peut l'écrire sans sa table et elle lira la table de la sous-requête.",
    },
  },
  create(context) {
    const schemaTables = new Set();
    return {
      ImportDeclaration(node) {
        // Tables come from a tables.ts: a domain's, the server's, or this folder's own.
        if (!/(^|\/)tables$/.test(node.source.value)) return;
        for (const specifier of node.specifiers) schemaTables.add(specifier.local.name);
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== "Identifier" || node.tag.name !== "sql") return;
        const { quasis, expressions } = node.quasi;
        if (!quasis.some((quasi) => /\bselect\b/i.test(quasi.value.raw))) return;
        const selected = new Set(
          expressions
            .filter(
              (expression, index) =>
                expression.type === "Identifier" &&
                /\b(from|join)\s*$/i.test(quasis[index].value.raw),
            )
            .map((expression) => expression.name),
        );
        for (const expression of expressions) {
          if (
            expression.type === "MemberExpression" &&
            !expression.computed &&
            expression.object.type === "Identifier" &&
            schemaTables.has(expression.object.name) &&
            !selected.has(expression.object.name)
          ) {
            context.report({
              node: expression,
              messageId: "unqualified",
              data: { column: context.sourceCode.getText(expression) },
            });
          }
        }
      },
    };
  },
};
