import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  it("shows no Qualiopi mark when no certificate is configured", () => {
    const html = renderToStaticMarkup(<SiteFooter config={readSiteConfig({ QUALIOPI_CERTIFICATE: "" })} />);
    expect(html).toContain("Informations légales");
    expect(html).not.toContain("footer-qualiopi");
    expect(html).not.toContain("La certification qualité a été délivrée");
  });
});
