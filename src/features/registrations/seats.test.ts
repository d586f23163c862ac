import { describe, expect, it } from "vitest";
import {
  acceptsRegistrations,
  allowedMoves,
  offeredMoves,
  toldOfMove,
  newRegistrationStatus,
  seatsLeft,
  seatsText,
  sessionState,
  takesSeat,
  tallyOf,
  type SeatedSession,
} from "./seats";

const session: SeatedSession = {
  capacity: 10,
  held_seats: 2,
  status: "open",
  start_date: "2027-01-11",
  end_date: "2027-01-13",
};

describe("seats", () => {
  it("counts the capacity less the seats held back and taken, never below zero", () => {
    expect(seatsLeft(session, 0)).toBe(8);
    expect(seatsLeft(session, 7)).toBe(1);
    expect(seatsLeft(session, 8)).toBe(0);
    // Staff may hold back seats after people registered: nobody is pushed out, no seat is offered.
    expect(seatsLeft({ ...session, held_seats: 9 }, 5)).toBe(0);
  });

  it("gives a seat while one is left, and the waiting list after", () => {
    expect(newRegistrationStatus(1)).toBe("pending");
    expect(newRegistrationStatus(0)).toBe("waiting");
  });

  it("says how many seats remain from five down, and the waiting list when full", () => {
    expect(seatsText(6)).toBeNull();
    expect(seatsText(5)).toBe("5 places restantes");
    expect(seatsText(1)).toBe("1 place restante");
    expect(seatsText(0)).toBe("Complet – liste d'attente");
  });

  it("reads 'complète' from the seats and 'terminée' from the dates", () => {
    expect(sessionState(session, 3, "2026-12-01")).toBe("open");
    expect(sessionState(session, 8, "2026-12-01")).toBe("full");
    expect(sessionState({ ...session, status: "planned" }, 8, "2026-12-01")).toBe("planned");
    expect(sessionState(session, 3, "2027-01-14")).toBe("finished");
    expect(sessionState({ ...session, status: "cancelled" }, 3, "2027-01-14")).toBe("cancelled");
  });

  it("takes registrations for an open session until the day before it starts, full or not", () => {
    expect(acceptsRegistrations(session, "2027-01-10")).toBe(true);
    expect(acceptsRegistrations(session, "2027-01-11")).toBe(false);
    expect(acceptsRegistrations({ ...session, status: "planned" }, "2026-12-01")).toBe(false);
    expect(acceptsRegistrations({ ...session, status: "cancelled" }, "2026-12-01")).toBe(false);
  });

  it("lets staff confirm, wait-list and cancel, never bring back a cancelled registration nor set a presence", () => {
    expect(allowedMoves("pending")).toEqual(["confirmed", "waiting", "cancelled"]);
    expect(allowedMoves("waiting")).toEqual(["confirmed", "cancelled"]);
    // A presence comes from the attendance grid, half-day by half-day.
    expect(allowedMoves("confirmed")).toEqual(["waiting", "cancelled"]);
    expect(allowedMoves("present")).toEqual([]);
    expect(allowedMoves("cancelled")).toEqual([]);
    expect(takesSeat("waiting", "confirmed")).toBe(true);
    expect(takesSeat("pending", "confirmed")).toBe(false);
  });

  it("offers no move that takes a seat once none is left: the waiting list stays as it is", () => {
    expect(offeredMoves("waiting", 0)).toEqual(["cancelled"]);
    expect(offeredMoves("unconfirmed", 0)).toEqual(["waiting", "cancelled"]);
    expect(offeredMoves("pending", 0)).toEqual(["confirmed", "waiting", "cancelled"]);
    expect(offeredMoves("waiting", 1)).toEqual(["confirmed", "cancelled"]);
  });

  it("lets staff confirm a registration its registrant never confirmed by mail, which then takes a seat", () => {
    expect(allowedMoves("unconfirmed")).toEqual(["confirmed", "waiting", "cancelled"]);
    expect(takesSeat("unconfirmed", "confirmed")).toBe(true);
    expect(takesSeat("unconfirmed", "waiting")).toBe(false);
  });

  it("counts seats held and places waiting, never an unconfirmed or cancelled registration", () => {
    const statuses = [
      "unconfirmed",
      "pending",
      "confirmed",
      "present",
      "waiting",
      "cancelled",
    ] as const;
    expect(tallyOf(statuses.map((status) => ({ status })))).toEqual({ seated: 3, waiting: 1 });
  });
});

describe("toldOfMove", () => {
  it("tells a trainee their place is confirmed", () => {
    expect(toldOfMove("pending", "confirmed")).toBe("confirmed");
    expect(toldOfMove("waiting", "confirmed")).toBe("confirmed");
    expect(toldOfMove("unconfirmed", "confirmed")).toBe("confirmed");
  });

  it("tells of a cancellation, but never an address nobody confirmed", () => {
    expect(toldOfMove("confirmed", "cancelled")).toBe("cancelled");
    expect(toldOfMove("waiting", "cancelled")).toBe("cancelled");
    expect(toldOfMove("unconfirmed", "cancelled")).toBeNull();
  });
});
