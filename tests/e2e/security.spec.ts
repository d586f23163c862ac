import { expect, test, type Page } from "@playwright/test";
import { islandReady } from "../support/islands";

/** Security headers on every kind of response, and a site that still works under its policy. */

const kinds = {
  "a cached page": ["/formations", 200],
  "the sign-in page": ["/login", 200],
  "a route handler": ["/api/blog/articles?offset=0", 200],
  "a feed": ["/blog/rss.xml", 200],
  "a static file": ["/og-image.png", 200],
  "an unknown address": ["/page-introuvable", 404],
} as const;

for (const [kind, [path, status]] of Object.entries(kinds)) {
  test(`${kind} carries the security headers`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const headers = response.headers();
    const policy = headers["content-security-policy"] ?? "";
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'self'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    // The production build allows no eval and talks to no other origin.
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/https?:/);
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["permissions-policy"]).toContain("geolocation=()");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
}

test("the build's scripts, styles and fonts carry the subresource headers only", async ({
  request,
}) => {
  // A page Astro renders and one Next.js renders (decision 085): each framework's own files.
  const built = /(?:src|href|component-url|renderer-url)="(\/(?:_astro|_next\/static)\/[^"?]+)"/g;
  const files = new Set<string>();
  for (const page of ["/formations", "/login"])
    for (const [, href] of (await (await request.get(page)).text()).matchAll(built))
      files.add(href!);
  const of = (extension: string) => [...files].filter((href) => href.endsWith(extension));
  expect(of(".js").filter((href) => href.startsWith("/_astro/")).length).toBeGreaterThan(1);
  expect(of(".js").filter((href) => href.startsWith("/_next/")).length).toBeGreaterThan(3);
  expect(of(".css").length).toBeGreaterThan(1);
  expect(of(".woff2").length).toBeGreaterThan(0);
  for (const href of files) {
    const headers = (await request.get(href)).headers();
    expect(headers["x-content-type-options"], href).toBe("nosniff");
    expect(headers["strict-transport-security"], href).toBe("max-age=63072000; includeSubDomains");
    expect(headers["content-security-policy"], href).toBeUndefined();
    expect(headers["x-frame-options"], href).toBeUndefined();
    expect(headers["permissions-policy"], href).toBeUndefined();
  }
});

test("the certificate may be shown by our own pages only", async ({ request }) => {
  const headers = (await request.get("/documents/certificat-qualiopi.pdf")).headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
});

/** Records the policy violations the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("the public pages work under the policy: scripts, styles, fonts, images, the map and the certificate", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto("/formations/etranger");
  await expect(
    page.getByRole("group", { name: "Carte du monde de nos destinations" }),
  ).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto("/formation/python-pour-l-analyse-de-donnees");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  // Hydrated client code runs: the contact form validates in the browser.
  await page.goto("/contact");
  await page.getByRole("button", { name: "ENVOYER LE MESSAGE →" }).click();
  await expect(page.getByText("Votre nom est requis.").first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/certification-qualiopi");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("a cached page names its inline scripts, so that a script slipped into it does not run", async ({
  page,
  request,
}) => {
  // Rendered or served from the page cache, the page names its own inline scripts by hash.
  const policies: (string | undefined)[] = [];
  for (let request_ = 0; request_ < 2; request_ += 1)
    policies.push((await request.get("/contact")).headers()["content-security-policy"]);
  expect(policies[0]).toMatch(/ script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+;/);
  expect(policies[1]).toBe(policies[0]);

  // The page as if its HTML carried an injected script: the browser refuses it and runs the rest.
  await page.route("**/contact", async (route) => {
    // The page itself; the form's post (a page answered without JavaScript) goes through untouched.
    if (route.request().method() !== "GET") return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "</body>",
      "<script>window.__injected = true</script></body>",
    );
    await route.fulfill({ response, body: html });
  });
  const violations = await watchViolations(page);
  await page.goto("/contact");
  // The island's own script runs under the policy: the form answers in the page.
  await islandReady(page, "contact-form");
  await page.getByRole("button", { name: "ENVOYER LE MESSAGE →" }).click();
  await expect(page.getByText("Votre nom est requis.").first()).toBeVisible();
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  expect(await violations()).toEqual(["script-src-elem inline"]);
});

test("another site cannot frame our pages", async ({ page, baseURL }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors|X-Frame-Options/i.test(message.text())) blocked.push(message.text());
  });
  // A page of another origin (about:blank's opaque one) framing the home page.
  await page.setContent(`<iframe src="${baseURL}/" title="cadre"></iframe>`);
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
});

test("behind a trusted proxy, the address the proxy forwards is the one a limit counts", async ({
  request,
  baseURL,
}) => {
  // This suite's server trusts loopback as its proxy (TRUSTED_PROXIES=127.0.0.1,::1).
  const attempt = async (client: string) =>
    (
      await request.post("/api/auth/sign-in/email", {
        headers: { origin: baseURL!, "x-forwarded-for": `6.6.6.6, ${client}` },
        data: { email: `limite-${client}@atlas-test.fr`, password: "mauvais-mot-de-passe" },
      })
    ).status();
  const statuses: number[] = [];
  for (let index = 0; index < 6; index += 1) statuses.push(await attempt("203.0.113.77"));
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  // Another visitor behind the same proxy is not held back by the first one's tries.
  expect(await attempt("203.0.113.78")).toBe(401);
});

test("a form posted to a page from another site, or from an unreadable origin, is refused in French", async ({
  request,
}) => {
  const pages = [
    "/mon-inscription/lien-inconnu",
    "/inscription/confirmer/lien-inconnu",
    "/emargement",
    "/emargement/stagiaire/lien-inconnu",
    "/avis/lien-inconnu",
    // Astro's actions: a form posted without JavaScript, and the browser's call of an action.
    "/contact?_action=sendContactRequest",
    "/devis?formation=excel-avance&_action=sendContactRequest",
    "/_actions/sendRegistration",
    "/_actions/startPublicForm",
  ];
  for (const path of pages) {
    for (const origin of ["https://attaquant.example", "null"]) {
      // A multipart post is what a form sends without JavaScript.
      const response = await request.post(path, {
        headers: { Origin: origin },
        multipart: { message: "bonjour" },
        maxRedirects: 0,
      });
      expect(response.status(), `${path} from ${origin}`).toBe(403);
      expect(await response.text()).toBe(
        "Envoi refusé : ce formulaire n'a pas été envoyé depuis ce site.",
      );
    }
  }
});

test("an action the site does not have, or whose name cannot be read, is not found, in French and with the site's headers", async ({
  request,
}) => {
  for (const path of [
    "/contact?_action=inconnue",
    "/contact?_action=%25E0",
    "/avis/lien-inconnu?_action=__proto__",
    "/_actions/inconnue",
    "/_actions/%25E0",
  ]) {
    const response = await request.post(path, { multipart: { message: "bonjour" } });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toBe("Cette action n'existe pas.");
    expect(response.headers()["content-security-policy"], path).toContain("default-src 'self'");
  }
});
