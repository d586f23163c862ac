import { describe, expect, it } from "vitest";
import { durationHours, HOURS_PER_DAY } from "@/lib/course-hours";
import { seedEvents, seedFormations } from "./catalogue";

describe("the demo catalogue", () => {
  it("gives each event formation as many days as its event lasts", () => {
    const formations = seedFormations.filter((formation) => formation.event !== null);
    expect(formations.length).toBeGreaterThan(0);
    for (const formation of formations) {
      const event = seedEvents.find((candidate) => candidate.key === formation.event)!;
      expect(durationHours(formation.duration) / HOURS_PER_DAY, formation.slug).toBe(
        event.end - event.start + 1,
      );
    }
  });
});
