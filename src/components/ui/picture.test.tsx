import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "./picture";

describe("Picture", () => {
  it("renders next/image's optimised, lazy image without a style a decorative image has no use for", () => {
    const html = renderToString(
      <Picture src="/locations/1.png" alt="" width={640} height={360} sizes="100vw" />,
    );
    expect(html).toMatch(/^<img /);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('src="/_next/image?url=%2Flocations%2F1.png&amp;w=');
    expect(html).toMatch(/srcSet="[^"]*w=640&amp;q=75 640w/);
    expect(html).toContain('sizes="100vw"');
    expect(html).not.toContain("style=");
    expect(html).not.toContain("<link");
  });

  it("keeps the alt text hidden while a described image loads", () => {
    const html = renderToString(
      <Picture src="/users/1.png" alt="Camille Moreau" width={320} height={320} />,
    );
    expect(html).toContain('alt="Camille Moreau"');
    expect(html).toContain('style="color:transparent"');
  });

  it("asks for a preloaded image ahead of the page's markup, and does not make it lazy", () => {
    const html = renderToString(
      <Picture src="/locations/3.png" alt="" width={640} height={360} sizes="100vw" preload />,
    );
    expect(html).toMatch(
      /^<link rel="preload" as="image" imageSrcSet="[^"]*%2Flocations%2F3\.png[^"]*" imageSizes="100vw"\/><img /,
    );
    expect(html).not.toContain('loading="lazy"');
  });
});
