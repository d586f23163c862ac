import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer";

describe("SiteFooter", () => {
  it("shows no Qualiopi mark when no certificate is configured", () => {
    const html = renderToStaticMarkup(
      <SiteFooter
        brandName="Atlas Tech Formation"
        email="contact@example.fr"
        linkedinUrl="https://www.linkedin.com/"
        year="2026"
      />,
    );
    expect(html).toContain("Informations légales");
    expect(html).not.toContain("footer-qualiopi");
    expect(html).not.toContain("La certification qualité a été délivrée");
  });
});
