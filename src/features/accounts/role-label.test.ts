import { describe, expect, it } from "vitest";
import { roleLabel } from "./role-label";

describe("roleLabel", () => {
  it("names admins, then the titre, then 'Utilisateur'", () => {
    expect(roleLabel({ admin: true, titre: "Directrice" })).toBe("Administrateur");
    expect(roleLabel({ admin: false, titre: "Responsable HSE" })).toBe("Responsable HSE");
    expect(roleLabel({ admin: false, titre: "  " })).toBe("Utilisateur");
    expect(roleLabel({ admin: false, titre: null })).toBe("Utilisateur");
  });
});
