import { expect, test } from "@playwright/test";
import { htmlErrors } from "../support/html-validator";
import { jsonLdOf } from "../support/json-ld";
import { servedPublicPages } from "../support/public-pages";

/**
 * What the machines that read the site check: the W3C HTML checker
 * (docs/decisions/039-valid-for-machines-reading-the-site.md).
 */
test("every public page is valid HTML for the W3C checker", async ({ request }) => {
  test.setTimeout(180_000);
  const pages = await servedPublicPages(request);
  // The demo content: 11 pages, 16 formations and 10 articles in the sitemap, and the unlisted ones.
  expect(pages.length).toBeGreaterThanOrEqual(40);
  expect(await htmlErrors(pages)).toEqual([]);
});

type Node = Record<string, unknown>;

/** Every object of a JSON-LD document, nested ones and the items of a @graph included. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (value === null || typeof value !== "object") return [];
  return [value as Node, ...Object.values(value).flatMap(nodes)];
}

const typed = (all: Node[], type: string) => all.filter((node) => node["@type"] === type);
const GOOGLE_OFFER_CATEGORIES = ["Free", "Partially Free", "Subscription", "Paid"];
const URL_KEYS = ["url", "item", "image", "logo", "@id", "mainEntityOfPage", "sameAs"];
const DATE_KEYS = ["startDate", "endDate", "datePublished", "dateModified"];

test("every page's structured data holds what search engines require", async ({ request }) => {
  test.setTimeout(120_000);
  const pages = await servedPublicPages(request);
  for (const { path, html } of pages) {
    const all = nodes(jsonLdOf(html));
    for (const node of all) {
      for (const key of URL_KEYS) {
        for (const value of [node[key]].flat().filter((item) => typeof item === "string")) {
          expect(value, `${path} ${key}`).toMatch(/^https?:\/\/[^/]+/);
        }
      }
      // A date is a day, or an instant with its time zone.
      for (const key of DATE_KEYS) {
        if (node[key] !== undefined)
          expect(node[key], `${path} ${key}`).toMatch(
            /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/,
          );
      }
    }
    for (const course of typed(all, "Course")) {
      expect(course.image, path).toEqual(expect.stringMatching(/^https?:/));
      for (const offer of course.offers as Node[])
        expect(GOOGLE_OFFER_CATEGORIES, path).toContain(offer.category);
      for (const instance of course.hasCourseInstance as Node[]) {
        expect(instance.courseWorkload, path).toMatch(/^PT\d+(\.\d+)?H$/);
        // The formation's contact person, when it has one (the demo leaves one without, a Qualiopi gap).
        if (instance.instructor !== undefined) {
          expect(instance.instructor, path).toEqual([
            expect.objectContaining({ "@type": "Person", name: expect.stringMatching(/\S/) }),
          ]);
        }
        if ((instance.courseMode as string[]).includes("Onsite"))
          expect((instance.location as Node[]).length, path).toBeGreaterThan(0);
      }
    }
    for (const event of typed(all, "Event")) {
      expect(event, path).toMatchObject({
        name: expect.any(String),
        startDate: expect.any(String),
        endDate: expect.any(String),
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: {
          "@type": "Place",
          address: { "@type": "PostalAddress", addressCountry: expect.stringMatching(/\S/) },
        },
        organizer: { name: "Atlas Tech Formation" },
      });
    }
  }
  const page = (path: string) => pages.find((candidate) => candidate.path === path)!.html;
  // The events of the event formations and of the calendar's month are top-level Events.
  for (const path of ["/formations/evenements", "/calendar"]) {
    const graphs = jsonLdOf(page(path)) as Node[];
    const events = typed(
      graphs.flatMap((document) => (document["@graph"] ?? []) as Node[]),
      "Event",
    );
    expect(events.length, path).toBeGreaterThan(0);
  }
  const python = nodes(jsonLdOf(page("/formation/python-pour-l-analyse-de-donnees")));
  expect(typed(python, "CourseInstance")[0]).toMatchObject({
    courseWorkload: "PT35H",
    instructor: [{ "@type": "Person", name: "Léa Fontaine" }],
    location: expect.arrayContaining([expect.objectContaining({ name: "Lyon, France" })]),
  });
});
