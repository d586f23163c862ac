import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DemoIdentityNotice } from "./home-panels";

describe("DemoIdentityNotice", () => {
  it("lists for administrators the identity variables still at their demo values", () => {
    const html = renderToStaticMarkup(
      <DemoIdentityNotice
        variables={["COMPANY_SIREN (le numéro SIREN)", "HOSTING_PROVIDER (l'hébergeur)"]}
      />,
    );
    expect(html).toContain("Mentions légales de démonstration");
    expect(html).toContain(
      "<li>COMPANY_SIREN (le numéro SIREN)</li><li>HOSTING_PROVIDER (l&#x27;hébergeur)</li>",
    );
  });

  it("shows nothing once the identity is the provider's own", () => {
    expect(renderToStaticMarkup(<DemoIdentityNotice variables={[]} />)).toBe("");
  });
});
