import { afterEach, describe, expect, it, vi } from "vitest";
import { readSiteConfig } from "@/config/site";
import { logger } from "./logger";
import { secureStart } from "./startup";

describe("the checks at start", () => {
  afterEach(() => vi.restoreAllMocks());

  it("warns in French, naming each variable, when a public site still shows the demo legal identity", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    secureStart(
      readSiteConfig({
        SITE_URL: "https://formations-armor.fr",
        AUTH_SECRET: "x".repeat(32),
        COMPANY_SIREN: "801 234 567",
      }),
    );
    expect(warn).toHaveBeenCalledTimes(1);
    const [context, message] = warn.mock.calls[0]!;
    expect(message).toMatch(
      /^Les mentions légales sont encore celles de la démonstration\. Renseignez : COMPANY_LEGAL_NAME \(la raison sociale\), COMPANY_SIRET/,
    );
    expect(message).not.toContain("COMPANY_SIREN");
    expect(context).toEqual({
      variables: expect.arrayContaining(["HOSTING_PROVIDER (l'hébergeur)"]),
    });
  });

  it("says nothing on a local install", () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    secureStart(readSiteConfig({ SITE_URL: "http://localhost:3000" }));
    expect(warn).not.toHaveBeenCalled();
  });
});
