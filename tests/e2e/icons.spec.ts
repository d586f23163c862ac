import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { servedPublicPages } from "../support/public-pages";

/** `<use href="/icones.svg?v=…#name">`: an icon of the public pages, drawn from the sprite. */
const SPRITE_USE = /<use href="\/icones\.svg\?v=([^"#]*)#([^"]+)"/g;

test("every icon of the public pages is a symbol of the sprite the site serves, under the sprite's digest", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const response = await request.get("/icones.svg");
  expect(response.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const sprite = await response.text();
  const digest = createHash("sha256").update(sprite).digest("hex").slice(0, 16);
  const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id));
  let icons = 0;
  for (const { path, html } of await servedPublicPages(request)) {
    for (const [, version, name] of html.matchAll(SPRITE_USE)) {
      // An older address would let a browser's year-long copy miss a newer symbol.
      expect(version, path).toBe(digest);
      expect(symbols.has(name!), `${path} : ${name}`).toBe(true);
      icons += 1;
    }
  }
  // The pages do draw from the sprite: a test that finds no icon checks nothing.
  expect(icons).toBeGreaterThan(100);
});

test("an icon drawn from the sprite looks as lucide draws it inline: an outline in its text's colour", async ({
  page,
}) => {
  await page.goto("/formations/evenements");
  // The 'Entrée offerte' banner's ticket, 32 px wide.
  const icon = page.locator("aside svg:has(use)").first();
  // A symbol the browser could not fetch or find draws nothing: its use element has an empty box.
  await expect
    .poll(() => icon.locator("use").evaluate((use: SVGUseElement) => use.getBBox().width))
    .toBeGreaterThan(10);
  // Beside it, the same drawing inline with lucide's own settings, as lucide-react renders it.
  await icon.evaluate(async (svg) => {
    const name = svg.querySelector("use")!.getAttribute("href")!.split("#")[1]!;
    const sprite = new DOMParser().parseFromString(
      await (await fetch("/icones.svg")).text(),
      "image/svg+xml",
    );
    const reference = svg.cloneNode(false) as SVGSVGElement;
    const lucide = {
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      "stroke-width": "2",
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    };
    for (const [attribute, value] of Object.entries(lucide))
      reference.setAttribute(attribute, value);
    for (const shape of sprite.getElementById(name)!.children)
      reference.append(document.importNode(shape, true));
    reference.dataset.reference = "";
    svg.after(reference);
  });
  const pixels = async (shot: Promise<Buffer>) =>
    sharp(await shot)
      .raw()
      .toBuffer();
  const [drawn, inline] = await Promise.all([
    pixels(icon.screenshot()),
    pixels(page.locator("svg[data-reference]").screenshot()),
  ]);
  expect(drawn.length).toBe(inline.length);
  // The same outline, give or take anti-aliasing: a filled or missing drawing differs by far more.
  const difference =
    drawn.reduce((sum, value, index) => sum + Math.abs(value - inline[index]!), 0) / drawn.length;
  expect(difference).toBeLessThan(4);
});
