import { describe, expect, it } from "vitest";
import { authErrorMessage, SERVICE_UNAVAILABLE, TOO_MANY_ATTEMPTS } from "./auth-errors";

describe("authErrorMessage", () => {
  it("says Better Auth's errors in French", () => {
    expect(authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD", status: 401 })).toBe(
      "Adresse e-mail ou mot de passe incorrect.",
    );
    expect(authErrorMessage({ code: "PASSWORD_TOO_SHORT", status: 400 })).toBe(
      "Le mot de passe doit contenir au moins 10 caractères.",
    );
  });

  it("tells a rate-limited visitor to wait, whatever the code", () => {
    expect(authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD", status: 429 })).toBe(
      TOO_MANY_ATTEMPTS,
    );
  });

  it("falls back to a French sentence for an unknown or missing error", () => {
    expect(authErrorMessage({ code: "SOMETHING_NEW", status: 500 })).toBe(SERVICE_UNAVAILABLE);
    expect(authErrorMessage(null)).toBe(SERVICE_UNAVAILABLE);
  });
});
