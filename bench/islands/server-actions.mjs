// Next.js's server actions, as the spike replaces them: in the browser, a "use server" module
// of a feature (src/features/<feature>/actions.ts) becomes one fetch per call to the route
// handler src/pages/action/[feature]/[name].ts, which runs the real action on the server.
// Arguments travel as one multipart body: the FormData's own fields, and the other arguments as
// JSON. Only what the three pages call is routed (the handler's list).
const USE_SERVER = /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use server["']/;

export function serverActions() {
  return {
    name: "islands:server-actions",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr || !USE_SERVER.test(code)) return null;
      const feature = id.match(/\/features\/([^/]+)\/[^/]+$/)?.[1];
      if (!feature) throw new Error(`Action hors d'une fonctionnalité : ${id}`);
      const names = [...code.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(\w+)/g)].map(
        ([, name]) => name,
      );
      return {
        code: [
          `import { callServer } from ${JSON.stringify(new URL("./call-server.ts", import.meta.url).pathname)};`,
          ...names.map(
            (name) =>
              `export const ${name} = (...args) => callServer(${JSON.stringify(feature)}, ${JSON.stringify(name)}, args);`,
          ),
        ].join("\n"),
        map: null,
      };
    },
  };
}
