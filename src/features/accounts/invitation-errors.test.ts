import { describe, expect, it } from "vitest";
import { invitationErrorMessage } from "./invitation-errors";

describe("invitationErrorMessage", () => {
  it("maps each cause to the catalogue's toast", () => {
    expect(invitationErrorMessage({ code: "rate_limit", error: "rate limit exceeded" })).toBe(
      "Limite d'envoi d'emails atteinte. Veuillez attendre quelques minutes avant de renvoyer une invitation.",
    );
    expect(
      invitationErrorMessage({ code: "email", error: "un compte existe déjà pour cette adresse." }),
    ).toBe("Erreur d'email: un compte existe déjà pour cette adresse.");
    expect(invitationErrorMessage({ error: "Action réservée aux administrateurs." })).toBe(
      "Erreur de fonction: Action réservée aux administrateurs.",
    );
    expect(invitationErrorMessage(null)).toBe("Impossible d'envoyer l'invitation");
  });
});
