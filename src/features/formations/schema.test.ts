import { describe, expect, it } from "vitest";
import {
  cardObjectives,
  emptyFormation,
  formationColumns,
  formationSchema,
  linkedEvent,
} from "./schema";

const valid = {
  ...emptyFormation,
  title: "Python pour la Data",
  duration: "3 jours",
  price_no_tax: "1490,5",
};

describe("the formation form", () => {
  it("requires title, duration and price, in French", () => {
    const messages = formationSchema
      .safeParse(emptyFormation)
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Le titre est requis.",
        "La durée est requise.",
        "Le prix HT est requis.",
      ]),
    );
  });

  it("parses the price as a decimal with a dot or a comma, at most 2 decimals", () => {
    expect(formationSchema.parse(valid).price_no_tax).toBe("1490.5");
    expect(formationSchema.safeParse({ ...valid, price_no_tax: "12.345" }).success).toBe(false);
    expect(formationSchema.safeParse({ ...valid, price_no_tax: "-3" }).success).toBe(false);
  });

  it("makes the slug from the title and splits the list fields by line, saving blanks empty", () => {
    const formation = formationSchema.parse({
      ...valid,
      objectives:
        " Construire des tableaux croisés dynamiques, 1, 2 et 3 dimensions\n\r\nLire \nConstruire des tableaux croisés dynamiques, 1, 2 et 3 dimensions",
      methods_used: "  \n ",
    });
    expect(formation.slug).toBe("python-pour-la-data");
    // A French sentence keeps its commas: one item per line, blank lines and repeats left out.
    expect(formation.objectives).toEqual([
      "Construire des tableaux croisés dynamiques, 1, 2 et 3 dimensions",
      "Lire",
    ]);
    const columns = formationColumns(formation);
    expect(columns.methods_used).toBeNull();
    expect(columns.description).toBeNull();
    expect(columns.event_id).toBeNull();
    expect(columns.training_program).toBeNull();
    expect(columns.programme_order).toBeNull();
    expect("slug" in columns).toBe(false);
  });

  it("keeps the programme in staff's order, and the chosen event", () => {
    const chapters = [
      { title: " Pratique ", parts: ["Un projet"] },
      { title: "Introduction", parts: ["Accueil"] },
    ];
    const formation = formationSchema.parse({
      ...valid,
      event_id: "4",
      training_program: chapters,
    });
    expect(formation.event_id).toBe(4);
    expect(formation.training_program).toEqual({
      Pratique: ["Un projet"],
      Introduction: ["Accueil"],
    });
    expect(formation.programme_order).toEqual(["Pratique", "Introduction"]);
  });

  it("refuses two chapters of one title, sent by hand past the editor", () => {
    const twice = [
      { title: "Bilan", parts: [] },
      { title: "Bilan ", parts: ["x"] },
    ];
    const result = formationSchema.safeParse({ ...valid, training_program: twice });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Deux chapitres portent le même titre.");
  });
});

describe("a formation's card", () => {
  it("names its event, or says there is none or it is unknown", () => {
    const events = [{ id: 3, nom: "VivaTech", start_date: "2026-06-17" }];
    expect(linkedEvent(null, events).label).toBe("Aucun événement");
    expect(linkedEvent(9, events).label).toBe("Événement inconnu");
    expect(linkedEvent(3, events)).toEqual({ label: "VivaTech", event: events[0] });
  });

  it("shows the first two objectives, then '...'", () => {
    expect(cardObjectives(["a", "b", "c"])).toEqual({ shown: ["a", "b"], more: true });
    expect(cardObjectives(["a", "b"])).toEqual({ shown: ["a", "b"], more: false });
    expect(cardObjectives(null)).toEqual({ shown: [], more: false });
  });
});
