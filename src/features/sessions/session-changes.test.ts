import { describe, expect, it } from "vitest";
import { sessionChanges } from "./session-changes";

const paris = {
  start_date: "2027-01-18",
  end_date: "2027-01-20",
  daily_hours: "9 h – 17 h",
  schedule: null,
  place: "location" as const,
  city: "Paris",
  address: "18 rue du Faubourg Saint-Antoine, 75012 Paris",
  remote_link: null,
};

describe("sessionChanges", () => {
  it("finds nothing to tell when what trainees were told reads the same", () => {
    expect(sessionChanges(paris, { ...paris })).toBeNull();
  });

  it("gives the dates and hours before and after, as the convocation writes them", () => {
    expect(
      sessionChanges(paris, {
        ...paris,
        start_date: "2027-02-01",
        end_date: "2027-02-03",
        daily_hours: "9 h 30 – 17 h 30",
      }),
    ).toEqual({
      facts: [
        {
          label: "Dates",
          before: "Du 18 au 20 janvier 2027, 9 h – 17 h",
          after: "Du 1er au 3 février 2027, 9 h 30 – 17 h 30",
        },
      ],
      link: false,
    });
  });

  it("tells a move to a virtual classroom, and a new link to it, apart from whether it is known", () => {
    const remote = { ...paris, place: "remote" as const, city: null, address: null };
    expect(sessionChanges(paris, remote)).toEqual({
      facts: [
        {
          label: "Lieu",
          before: "18 rue du Faubourg Saint-Antoine, 75012 Paris",
          after: "À distance, en classe virtuelle",
        },
      ],
      link: false,
    });
    const linked = { ...remote, remote_link: "https://classe.example/a" };
    expect(sessionChanges(remote, linked)).toEqual({ facts: [], link: true });
    expect(sessionChanges(linked, { ...linked, remote_link: "https://classe.example/b" })).toEqual({
      facts: [],
      link: true,
    });
    expect(sessionChanges(linked, { ...linked })).toBeNull();
  });
});
