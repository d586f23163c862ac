import { expect, test, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { postContactForm, readContactFormFields } from "../../scripts/contact-form.mjs";
import { everyAddress, methodFailures } from "../support/routes";

/**
 * Random and hostile values thrown at every public entry of the running server: query
 * parameters, path segments, the contact form posted without JavaScript and the sign-in and
 * recovery endpoints, every method on every route. Each answers with a page or a 4xx, never a server error. (What reaches the
 * database is checked in tests/integration/hostile-input.test.ts.)
 */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    "-1",
    "0",
    "1e309",
    "2147483648",
    "99999999999999999999",
    "NaN",
    "0x1F",
    "%",
    "%E0%A4%A",
    "..",
    "../../etc/passwd",
    "\u0000",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "x".repeat(3000),
  ),
);

/** Hostile text as it may appear in a URL, including broken percent-encoding. */
const inUrl = fc.oneof(
  hostile.map(encodeURIComponent),
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "..%2F..%2F"),
);

async function statusOf(request: APIRequestContext, url: string): Promise<number> {
  return (await request.get(url, { maxRedirects: 0 })).status();
}

test("query parameters of every public page answer without a server error", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = [
    "/",
    "/formations",
    "/formations/locaux",
    "/formations/etranger",
    "/formations/evenements",
    "/blog",
    "/calendar",
    "/contact",
    "/devis",
    "/login",
    "/reinitialiser-mot-de-passe",
    "/api/blog/articles",
    "/blog/rss.xml",
    "/sitemap.xml",
    "/calendar.ics",
  ];
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...pages),
      fc.constantFrom("formation", "offset", "page", "q", "token", "invitation", "mois", "type"),
      inUrl,
      async (page, name, value) => {
        expect(await statusOf(request, `${page}?${name}=${value}`)).toBeLessThan(500);
      },
    ),
    { numRuns: 120 },
  );
});

test("path segments of the dynamic pages and files answer without a server error", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const templates = [
    "/formation/{}",
    "/formation/{}/programme.pdf",
    "/blog/{}",
    "/users/{}.png",
    "/locations/{}.png",
    "/sitemaps/{}",
    "/api/calendar/{}",
    "/api/images/{}/1",
    "/api/auth/{}",
    "/dashboard/demandes/{}",
    "/{}",
  ];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...templates), inUrl, async (template, segment) => {
      expect(await statusOf(request, template.replace("{}", segment || "x"))).toBeLessThan(500);
    }),
    { numRuns: 120 },
  );
});

test("the contact form posted without JavaScript refuses bad values in French, never with an error", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const formFields = await readContactFormFields(baseURL!);
  let visitor = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        name: hostile,
        company: hostile,
        email: fc.oneof(hostile, fc.emailAddress()),
        message: hostile,
      }),
      async (values) => {
        visitor += 1;
        const { status, body } = await postContactForm(
          baseURL!,
          formFields,
          values,
          `10.9.${visitor >> 8}.${visitor & 255}`,
        );
        expect(status).toBeLessThan(500);
        expect(body).toMatch(
          /MESSAGE ENVOYÉ !|Merci de corriger les champs signalés\.|Trop de demandes envoyées/,
        );
      },
    ),
    { numRuns: 60 },
  );
});

test("the sign-in and recovery endpoints refuse hostile bodies with a 4xx", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const endpoints = [
    "/api/auth/sign-in/email",
    "/api/auth/sign-up/email",
    "/api/auth/request-password-reset",
    "/api/auth/reset-password",
    "/api/auth/sign-in/magic-link",
    "/api/auth/verify-email",
  ];
  const body = fc.oneof(
    // No well-formed address: a valid sign-up or recovery request is not hostile, and succeeds.
    fc.record(
      { email: hostile, password: hostile, token: hostile, newPassword: hostile, name: hostile },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 2 }),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...endpoints),
      fc.oneof(
        body.map((value) => JSON.stringify(value)),
        hostile,
      ),
      async (endpoint, data) => {
        const response = await request.post(endpoint, {
          data,
          headers: { "content-type": "application/json", origin: baseURL! },
          maxRedirects: 0,
        });
        expect(response.status(), `${endpoint} ${data.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(response.status(), `${endpoint} ${data.slice(0, 80)}`).toBeLessThan(500);
      },
    ),
    {
      numRuns: 120,
      // Found by CI: a NUL character in a reset token reached PostgreSQL, which refused it with a 500.
      examples: [
        ["/api/auth/reset-password", JSON.stringify({ token: "\u0000", newPassword: "𐀀𗃤򚵋󐠾򡘭" })],
        [
          "/api/auth/sign-in/email",
          JSON.stringify({ email: "a\u0000@exemple.fr", password: "motdepasse-123" }),
        ],
      ],
    },
  );
});

test("every method on every route answers without a server error, and OPTIONS with the methods allowed", async ({
  request,
}) => {
  test.setTimeout(120_000);
  expect(await methodFailures(request, await everyAddress(request))).toEqual([]);
});
