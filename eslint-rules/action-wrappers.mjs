/**
 * Every server action goes through one of the wrappers that check who is asking (decision 082):
 * the staff's (adminMutation, adminAction, adminRead; memberAction and newcomerAction for one's
 * own account), a link holder's (linkAction) and a public form's (publicFormAction, and
 * signedFormStart for its start). In a "use server" module, and in the modules of Astro's actions
 * (`public-actions.ts`, `link-actions.ts`, which src/site/actions hands posts to), each action is exported by its own
 * declaration (a function, or a const holding one), and its body returns a wrapper's call
 * (`.then(…)` after it allowed) or keeps its result in a const: a refusal the wrapper answers is
 * then the action's answer, never ignored. linkAction and publicFormAction do not authorise by
 * themselves: the token's and the form's checks are their `work`'s, as each says.
 */
const WRAPPERS = {
  "@/server/admin-mutation": ["adminMutation", "adminAction"],
  "@/server/admin-read": ["adminRead"],
  "@/server/member-action": ["memberAction", "newcomerAction"],
  "@/server/link-action": ["linkAction"],
  "@/server/public-form-action": ["publicFormAction"],
  "@/server/form-start": ["signedFormStart"],
};

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

/** The calls a statement answers with: what it returns, or what a const keeps. */
function keptCalls(statement) {
  if (statement.type === "ReturnStatement") return [calledName(statement.argument)];
  if (statement.type === "VariableDeclaration" && statement.kind === "const")
    return statement.declarations.map((declaration) => calledName(declaration.init));
  return [];
}

function isFunction(node) {
  return ["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"].includes(
    node?.type,
  );
}

export const actionWrappers = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      bypass:
        "« {{name}} » est une action serveur : renvoyez l'appel d'une des enveloppes qui vérifient qui la demande (adminMutation, adminAction, adminRead, memberAction, newcomerAction, linkAction, publicFormAction), ou gardez son résultat dans une constante.",
      indirect:
        "Une action serveur s'exporte par sa propre déclaration, où l'on voit l'enveloppe qui vérifie qui la demande.",
    },
  },
  create(context) {
    // Next.js's server actions, and the modules of the actions Astro's site hands posts to
    // (src/site/actions): a public form's, or a personal link's.
    const isServer =
      /[\\/](?:public|link)-actions\.ts$/.test(context.filename) ||
      context.sourceCode.ast.body.some(
        (node) => node.type === "ExpressionStatement" && node.directive === "use server",
      );
    if (!isServer) return {};
    const wrappers = new Set();
    const check = (fn, name, report) => {
      const statements =
        fn.body.type === "BlockStatement"
          ? fn.body.body
          : [{ type: "ReturnStatement", argument: fn.body }];
      const wrapped = statements.some((statement) =>
        keptCalls(statement).some((called) => called !== null && wrappers.has(called)),
      );
      if (!wrapped) context.report({ node: report, messageId: "bypass", data: { name } });
    };
    return {
      ImportDeclaration(node) {
        const names = WRAPPERS[node.source.value];
        if (!names || node.importKind === "type") return;
        for (const specifier of node.specifiers)
          if (
            specifier.type === "ImportSpecifier" &&
            specifier.importKind !== "type" &&
            names.includes(specifier.imported.name)
          )
            wrappers.add(specifier.local.name);
      },
      ExportNamedDeclaration(node) {
        const { declaration } = node;
        if (!declaration) {
          if (node.exportKind !== "type") context.report({ node, messageId: "indirect" });
          return;
        }
        if (declaration.type === "FunctionDeclaration")
          check(declaration, declaration.id.name, declaration.id);
        if (declaration.type === "VariableDeclaration")
          for (const declarator of declaration.declarations)
            if (isFunction(declarator.init))
              check(declarator.init, declarator.id.name, declarator.id);
            else context.report({ node: declarator, messageId: "indirect" });
      },
      ExportDefaultDeclaration(node) {
        if (isFunction(node.declaration)) check(node.declaration, "default", node);
        else context.report({ node, messageId: "indirect" });
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== "type") context.report({ node, messageId: "indirect" });
      },
    };
  },
};
