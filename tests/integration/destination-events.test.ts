import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { readDestinations } from "@/features/catalogue/queries";
import { databaseTargets, openMigrated } from "../support/databases";
import { locations } from "@/features/locations/tables";
import { events } from "@/features/events/tables";

const today = "2026-11-22";

/**
 * The event that dates a destination is chosen by the query itself (a lateral join, one event
 * per place): the abroad page, its map and the search no longer compare every place with every
 * event.
 */
describe.each(databaseTargets)("each destination's next event on $name", (target) => {
  let handle: DatabaseHandle;
  let places: Record<"berlin" | "tokyo" | "nowhere", number>;

  beforeAll(async () => {
    handle = await openMigrated(target);
    const [berlin, tokyo, nowhere] = await handle.db
      .insert(locations)
      .values([
        { country: "Allemagne", country_code: "de", city: "Berlin" },
        { country: "Japon", country_code: "jp", city: "Tokyo" },
        { country: "Islande", country_code: "is", city: "Reykjavik" },
      ])
      .returning({ id: locations.id });
    places = { berlin: berlin!.id, tokyo: tokyo!.id, nowhere: nowhere!.id };
    await handle.db.insert(events).values([
      // Berlin: one over, one later, and the next one, inserted in no particular order.
      {
        nom: "Salon passé",
        start_date: "2026-10-01",
        end_date: "2026-10-03",
        location: berlin!.id,
      },
      {
        nom: "Salon de juin",
        start_date: "2027-06-01",
        end_date: "2027-06-03",
        location: berlin!.id,
      },
      {
        nom: "Salon de mars",
        start_date: "2027-03-12",
        end_date: "2027-03-15",
        location: berlin!.id,
      },
      // Tokyo: under way today, so still its next event; and one after it.
      { nom: "Tokyo en cours", start_date: "2026-11-20", end_date: today, location: tokyo!.id },
      {
        nom: "Tokyo plus tard",
        start_date: "2026-12-01",
        end_date: "2026-12-02",
        location: tokyo!.id,
      },
      // Reykjavik: only a past event, so no date from it.
      { nom: "Fini", start_date: "2026-01-01", end_date: "2026-01-02", location: nowhere!.id },
      { nom: "Sans lieu", start_date: "2027-01-01", end_date: "2027-01-01", location: null },
    ]);
  });
  afterAll(() => handle.close());

  it("is the next one held there that has not ended, or none", async () => {
    const rows = await readDestinations(handle.db, today);
    const nextOf = (id: number) => rows.find((row) => row.id === id)?.next_event;
    expect(rows).toHaveLength(3);
    expect(nextOf(places.berlin)).toEqual({
      nom: "Salon de mars",
      start_date: "2027-03-12",
      end_date: "2027-03-15",
    });
    expect(nextOf(places.tokyo)?.nom).toBe("Tokyo en cours");
    expect(nextOf(places.nowhere)).toBeNull();
  });

  it("moves on once an event has ended", async () => {
    const rows = await readDestinations(handle.db, "2026-11-23");
    expect(rows.find((row) => row.id === places.tokyo)?.next_event?.nom).toBe("Tokyo plus tard");
  });
});
