import { describe, expect, it } from "vitest";
import { searchCatalogue, type Catalogue } from "./catalogue-search";

const card = (
  slug: string,
  title: string,
  description: string | null = null,
  format: string | null = null,
) => ({
  id: slug.length,
  slug,
  title,
  description,
  duration: "2 jours",
  price_no_tax: "900.00",
  format,
  certification: false,
  navigable: true,
  open_session_id: null,
});

const catalogue: Catalogue = {
  local: [
    card("python", "Python pour l'analyse de données", "Pandas et visualisation."),
    card("sql", "SQL et PostgreSQL pour les métiers", null, "Présentiel ou distanciel"),
  ],
  events: [
    {
      formation: card("data-montreal", "Data engineering à Montréal"),
      event: {
        id: 7,
        nom: "Montréal Data Summit",
        start_date: "2027-05-10",
        end_date: "2027-05-12",
      },
      location: { city: "Montréal", country: "Canada" },
    },
    {
      formation: card("ia-lisbonne", "Atelier IA générative"),
      event: { id: 8, nom: "Sommet de Lisbonne", start_date: "2027-03-02", end_date: "2027-03-04" },
      location: null,
    },
  ],
  destinations: [
    {
      id: 1,
      country: "Portugal",
      country_code: "PT",
      city: "Lisbonne",
      permanent: false,
      stay_start: null,
      stay_end: null,
      image: null,
      next_event: null,
    },
    {
      id: 2,
      country: "Canada",
      country_code: "CA",
      city: "Montréal",
      permanent: false,
      stay_start: null,
      stay_end: null,
      image: null,
      next_event: { nom: "Montréal Data Summit", start_date: "2027-05-10", end_date: "2027-05-12" },
    },
  ],
};

const slugs = (query: string) => {
  const results = searchCatalogue(query, catalogue);
  return {
    local: results.local.map((formation) => formation.slug),
    events: results.events.map(({ formation }) => formation.slug),
    destinations: results.destinations.map((location) => location.city),
    total: results.total,
  };
};

describe("searchCatalogue", () => {
  it("finds a word in every kind of formation, accents and case ignored", () => {
    expect(slugs("DONNEES")).toEqual({ local: ["python"], events: [], destinations: [], total: 1 });
    expect(slugs("data")).toEqual({
      local: [],
      events: ["data-montreal"],
      destinations: ["Montréal"],
      total: 2,
    });
  });

  it("reads an event formation's event and place, and the events held at a destination", () => {
    expect(slugs("montreal").events).toEqual(["data-montreal"]);
    expect(slugs("sommet lisbonne").events).toEqual(["ia-lisbonne"]);
    expect(slugs("summit").destinations).toEqual(["Montréal"]);
    expect(slugs("portugal").destinations).toEqual(["Lisbonne"]);
  });

  it("reads the format, and needs every word", () => {
    expect(slugs("distanciel").local).toEqual(["sql"]);
    expect(slugs("python lisbonne").total).toBe(0);
  });
});
