import { describe, expect, it } from "vitest";
import { htmlErrors } from "../support/html-validator";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><title>Page</title></head><body>${body}</body></html>`;

/** The checker the HTML tests rely on finds what the W3C checker reported on this site. */
describe("htmlErrors", () => {
  it("names each page's errors, and none on a valid page", async () => {
    const errors = await htmlErrors([
      { path: "/valide", html: page("<p>Bonjour</p>") },
      {
        path: "/carte",
        html: page("<dl><div><dt>Durée</dt><svg></svg><dd>2 jours</dd></div></dl>"),
      },
      { path: "/contact", html: page('<form action=""></form>') },
    ]);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(
      /^\/carte \(line 1\): Element “svg” not allowed as child of element “div”/,
    );
    expect(errors[1]).toMatch(
      /^\/contact \(line 1\): Bad value “” for attribute “action” on element “form”/,
    );
  });
});
