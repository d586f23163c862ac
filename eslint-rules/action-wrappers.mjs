/**
 * Every server action goes through one of the wrappers that check who is asking (decision 082):
 * the staff's (adminMutation, adminAction, adminRead; memberAction and newcomerAction for one's
 * own account), a link holder's (linkAction) and a public form's (publicFormAction, and
 * signedFormStart for its start). In a "use server" module, each exported function calls one of
 * them in a statement of its own body: returned, awaited or assigned, `.then(…)` after it allowed.
 */
const WRAPPER_MODULES = new Set([
  "@/server/admin-mutation",
  "@/server/admin-read",
  "@/server/member-action",
  "@/server/link-action",
  "@/server/public-form-action",
  "@/server/form-start",
]);

/** The function a statement's expression calls first, seen through `await` and `.then(…)`. */
function calledName(expression) {
  let node = expression;
  for (;;) {
    if (node?.type === "AwaitExpression") node = node.argument;
    else if (
      node?.type === "CallExpression" &&
      node.callee.type === "MemberExpression" &&
      node.callee.property.type === "Identifier" &&
      ["then", "catch", "finally"].includes(node.callee.property.name)
    )
      node = node.callee.object;
    else break;
  }
  return node?.type === "CallExpression" && node.callee.type === "Identifier"
    ? node.callee.name
    : null;
}

function statementCalls(statement) {
  if (statement.type === "ReturnStatement") return [calledName(statement.argument)];
  if (statement.type === "ExpressionStatement") return [calledName(statement.expression)];
  if (statement.type === "VariableDeclaration")
    return statement.declarations.map((declaration) => calledName(declaration.init));
  return [];
}

export const actionWrappers = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      bypass:
        "« {{name}} » est une action serveur : appelez-la à travers une des enveloppes qui vérifient qui la demande (adminMutation, adminAction, adminRead, memberAction, newcomerAction, linkAction, publicFormAction).",
    },
  },
  create(context) {
    const isServer = context.sourceCode.ast.body.some(
      (node) => node.type === "ExpressionStatement" && node.directive === "use server",
    );
    if (!isServer) return {};
    const wrappers = new Set();
    return {
      ImportDeclaration(node) {
        if (!WRAPPER_MODULES.has(node.source.value)) return;
        for (const specifier of node.specifiers) wrappers.add(specifier.local.name);
      },
      "ExportNamedDeclaration > FunctionDeclaration"(node) {
        const wrapped = node.body.body.some((statement) =>
          statementCalls(statement).some((name) => name !== null && wrappers.has(name)),
        );
        if (!wrapped)
          context.report({ node: node.id, messageId: "bypass", data: { name: node.id.name } });
      },
    };
  },
};
