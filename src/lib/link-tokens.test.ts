import { describe, expect, it } from "vitest";
import { holdsLinkToken, withoutLinkTokens } from "./link-tokens";

const token = "k7Qx2mZp9-_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY";

describe("withoutLinkTokens", () => {
  it("removes the secret of every kind of link the site mails, in text and in HTML", () => {
    const links = [
      `https://atlas.example/avis/${token}`,
      `https://atlas.example/inscription/confirmer/${token}`,
      `https://atlas.example/mon-inscription/${token}`,
      `https://atlas.example/mon-inscription/${token}/agenda.ics`,
      `https://atlas.example/emargement/stagiaire/${token}`,
      `https://atlas.example/emargement/formateur/${token}`,
      `https://atlas.example/login?invitation=${token}`,
      `https://atlas.example/api/auth/magic-link/verify?token=${token}&callbackURL=%2Fdashboard`,
      `https://atlas.example/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6InpvZUBhY21lLmZyIn0.c2lnbmF0dXJl&amp;callbackURL=%2Fonboarding`,
      `https://atlas.example/reinitialiser-mot-de-passe?token=${token}`,
      `https://atlas.example/api/auth/reset-password/${token}?callbackURL=%2Freinitialiser`,
    ];
    for (const link of links) {
      const text = `Ouvrez ce lien :\n${link}\n<a href="${link}">Bouton</a>`;
      const kept = withoutLinkTokens(text);
      expect(kept).not.toContain(token);
      expect(kept).not.toContain("eyJ");
      expect(kept).toContain("[lien retiré après envoi]");
      expect(holdsLinkToken(text)).toBe(true);
      expect(holdsLinkToken(kept)).toBe(false);
    }
    expect(withoutLinkTokens(`https://atlas.example/login?invitation=${token}`)).toBe(
      "https://atlas.example/login?invitation=[lien retiré après envoi]",
    );
    expect(withoutLinkTokens(`https://atlas.example/avis/${token}`)).toBe(
      "https://atlas.example/avis/[lien retiré après envoi]",
    );
  });

  it("leaves the links without a secret as they are", () => {
    const text =
      "https://atlas.example/formation/python https://atlas.example/dashboard/avis/12 https://atlas.example/inscription/42 https://atlas.example/login";
    expect(withoutLinkTokens(text)).toBe(text);
    expect(holdsLinkToken(text)).toBe(false);
  });
});
