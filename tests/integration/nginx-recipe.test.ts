import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { TOKEN_PATHS } from "@/lib/link-tokens";

/**
 * deploy/nginx.conf masks in its logs the same token paths as the app (src/lib/link-tokens.ts):
 * a path added to one list and not to the recipe would write its tokens in the proxy's logs.
 */
describe("the nginx recipe", () => {
  it("masks every token path in the access log, the Referer and the error log", async () => {
    const recipe = await readFile("deploy/nginx.conf", "utf8");
    const block = (start: string) =>
      recipe.slice(recipe.indexOf(start), recipe.indexOf("}", recipe.indexOf(start)));
    const paths = block("map $uri $formations_logged_path");
    const referers = block("map $http_referer $formations_logged_referer");
    const quiet = /location ~ \^\/\(([^)]*)\)\/ \{\n\s*error_log \S+ crit;/.exec(recipe);
    expect(quiet).not.toBeNull();
    for (const prefix of TOKEN_PATHS) {
      expect(paths).toContain(`~^${prefix}/ `);
      expect(paths).toContain(`"${prefix}/[jeton]"`);
      expect(referers).toContain(`~${prefix}/ `);
      expect(quiet![1]!.split("|")).toContain(prefix.slice(1));
    }
    // The quiet location comes before the per-person one, which also matches /api/auth/….
    expect(recipe.indexOf(quiet![0])).toBeLessThan(recipe.indexOf("location ~ ^/(dashboard|"));
  });
});
