import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import { organizationJsonLd, pageMetadata, serializeJsonLd, withBrandSuffix } from "./seo";

const config = readSiteConfig({
  SITE_NAME: "Atlas Tech Formation",
  SITE_URL: "https://example.fr/",
});

describe("withBrandSuffix", () => {
  it("adds the brand after the page title", () => {
    expect(withBrandSuffix("Blog", "Atlas Tech Formation")).toBe("Blog | Atlas Tech Formation");
  });
  it("leaves a title that already names the brand, whatever its case", () => {
    expect(withBrandSuffix("À propos d'Atlas tech formation", "Atlas Tech Formation")).toBe(
      "À propos d'Atlas tech formation",
    );
  });
  it("falls back to the brand for an empty title", () => {
    expect(withBrandSuffix("  ", "Atlas Tech Formation")).toBe("Atlas Tech Formation");
  });
});

describe("pageMetadata", () => {
  it("gives the canonical URL, the 1200x630 sharing image and noindex on request", () => {
    const metadata = pageMetadata(config, {
      title: "CGV",
      description: "Conditions",
      path: "/cgv",
      noIndex: true,
    });
    expect(metadata.title).toEqual({ absolute: "CGV | Atlas Tech Formation" });
    expect(metadata.alternates?.canonical).toBe("https://example.fr/cgv");
    expect(metadata.openGraph?.images).toEqual([
      { url: "/og-image.png", width: 1200, height: 630, alt: "Atlas Tech Formation" },
    ]);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe("organizationJsonLd", () => {
  it("carries the postal address, phone, e-mail and EUR", () => {
    const data = organizationJsonLd(config);
    expect(data.address.addressLocality).toBe("Paris");
    expect(data.telephone).toBe(config.contact.phone);
    expect(data.email).toBe(config.contact.email);
    expect(data.currenciesAccepted).toBe("EUR");
    expect(data.url).toBe("https://example.fr");
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it is written into", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain(
      "</script>",
    );
  });
});
