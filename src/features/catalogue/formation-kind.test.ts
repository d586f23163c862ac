import { describe, expect, it } from "vitest";
import { formationBadges, formationKind, isNavigable } from "./formation-kind";

describe("formationKind", () => {
  it("is an event formation when it has an event, certified or not", () => {
    expect(formationKind({ event_id: 3, certification: true })).toBe("event");
    expect(formationBadges.event).toBe("FORMATION-ÉVÈNEMENT");
  });

  it("is certified without an event but with a certification", () => {
    expect(formationKind({ event_id: null, certification: true })).toBe("certified");
    expect(formationBadges.certified).toBe("FORMATION CERTIFIANTE");
  });

  it("is a plain formation otherwise", () => {
    expect(formationKind({ event_id: null, certification: false })).toBe("standard");
    expect(formationBadges.standard).toBe("FORMATION");
  });
});

describe("isNavigable", () => {
  it("opens a page only for a formation that has a programme", () => {
    expect(isNavigable({ training_program: { "Chapitre 1": "Intro" } })).toBe(true);
    expect(isNavigable({ training_program: null })).toBe(false);
  });
});
