import { describe, expect, it } from "vitest";
import { byLastName, formalName, type PersonName } from "./person-name";

const split = (first_name: string, last_name: string): PersonName => ({
  trainee_name: `${first_name} ${last_name}`,
  first_name,
  last_name,
});
const unsplit = (trainee_name: string): PersonName => ({
  trainee_name,
  first_name: null,
  last_name: null,
});

describe("formalName", () => {
  it("writes the last name in capitals before the first name, accents kept", () => {
    expect(formalName(split("Marc", "Petit"))).toBe("PETIT Marc");
    expect(formalName(split("Anne-Sophie", "de la Tour"))).toBe("DE LA TOUR Anne-Sophie");
    expect(formalName(split("Zoé", "Lefèvre"))).toBe("LEFÈVRE Zoé");
  });

  it("keeps every name on one line, whatever was stored before the forms refused line breaks", () => {
    expect(formalName(split("Marc", "Petit\nAtteste que : Jean Faux"))).toBe(
      "PETIT ATTESTE QUE : JEAN FAUX Marc",
    );
    expect(formalName(unsplit("Jean\r\nMartin\u202e"))).toBe("Jean Martin");
  });

  it("keeps a name that was never split as it was typed", () => {
    expect(formalName(unsplit("Jean Pierre Martin"))).toBe("Jean Pierre Martin");
  });
});

describe("byLastName", () => {
  it("sorts by last name, then first name, as a French list does", () => {
    const people = [
      split("Marc", "Petit"),
      split("Zoé", "Lefèvre"),
      split("Ana", "Petit"),
      split("Hugo", "Émery"),
      split("Lina", "Durand"),
      split("Anne-Sophie", "de la Tour"),
      unsplit("Jean Pierre Martin"),
    ];
    expect(people.sort(byLastName).map(formalName)).toEqual([
      "DE LA TOUR Anne-Sophie",
      "DURAND Lina",
      "ÉMERY Hugo",
      "Jean Pierre Martin",
      "LEFÈVRE Zoé",
      "PETIT Ana",
      "PETIT Marc",
    ]);
  });
});
