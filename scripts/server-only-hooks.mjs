// Module resolution for the operator's scripts (scripts/outside-next.mjs): 'server-only', which
// throws outside a React Server Components build, is an empty module here, as in the tests.
export async function resolve(specifier, context, next) {
  if (specifier === "server-only")
    return { url: "data:text/javascript,export{}", shortCircuit: true };
  return next(specifier, context);
}
