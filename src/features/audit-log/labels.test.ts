import { describe, expect, it } from "vitest";
import { auditKind } from "./labels";

describe("journal labels", () => {
  it("names the action and the kind of item in French", () => {
    expect(auditKind("update", "formation")).toBe("Modification · Formation");
    expect(auditKind("status", "contact_request")).toBe("Changement de statut · Demande");
    expect(auditKind("archive", "page")).toBe("archive · page");
  });
});
