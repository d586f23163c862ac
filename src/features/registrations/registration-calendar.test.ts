import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { registrationCalendar } from "./registration-calendar";
import { type RegisteredSession } from "@/features/sessions/public";

const session: RegisteredSession = {
  id: 7,
  formation: { title: "Docker", slug: "docker", certification: false, positioning: false },
  start_date: "2027-03-08",
  end_date: "2027-03-09",
  daily_hours: "9 h – 17 h",
  schedule: null,
  place: "location",
  city: "Lyon",
  address: "12 quai Perrache, 69002 Lyon",
  remote_link: null,
  trainer: null,
  what_to_bring: null,
  price_no_tax: "900",
};
const site = { brandName: "Atlas", baseUrl: "https://atlas.example" };

const events = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents("vevent")
    .map((event) => new ICAL.Event(event));

describe("registrationCalendar", () => {
  it("moves the same entries to the new days with a higher sequence, and cancels the days a shorter session lost", () => {
    const former = { ...session, start_date: "2027-03-01", end_date: "2027-03-03" };
    const first = events(
      registrationCalendar(51, former, site, { now: new Date("2027-02-01T10:00:00Z") }),
    );
    const moved = events(
      registrationCalendar(51, session, site, {
        // Seconds after the first mail: a change right after a convocation still updates it.
        now: new Date("2027-02-01T10:00:05Z"),
        former,
      }),
    );
    expect(moved.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
    expect(moved.every((event) => event.sequence > first[0]!.sequence)).toBe(true);
    expect(
      moved.map((event) => [
        event.startDate.toJSDate().toISOString(),
        event.component.getFirstPropertyValue("status"),
      ]),
    ).toEqual([
      ["2027-03-08T08:00:00.000Z", "CONFIRMED"],
      ["2027-03-09T08:00:00.000Z", "CONFIRMED"],
      ["2027-03-03T08:00:00.000Z", "CANCELLED"],
    ]);
  });
});
