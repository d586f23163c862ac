import { describe, expect, it } from "vitest";
import { cancellationDeadline, traineeRights } from "./trainee-rights";

const session = { start_date: "2027-01-11", end_date: "2027-01-13", status: "open" };
const rights = (
  status: "pending" | "confirmed" | "waiting" | "cancelled" | "present",
  today: string,
) => traineeRights({ status }, session, { today, cancellationDays: 7 });

describe("traineeRights", () => {
  it("lets a trainee cancel up to the deadline, included, and no later", () => {
    expect(cancellationDeadline("2027-01-11", 7)).toBe("2027-01-04");
    expect(rights("confirmed", "2027-01-04").cancel).toBe(true);
    expect(rights("confirmed", "2027-01-05").cancel).toBe(false);
  });

  it("lets them hand over or ask to move until the day before the start", () => {
    expect(rights("confirmed", "2027-01-10")).toEqual({
      cancel: false,
      handOver: true,
      move: true,
    });
    expect(rights("waiting", "2027-01-11")).toEqual({
      cancel: false,
      handOver: false,
      move: false,
    });
  });

  it("offers nothing on a cancelled or attended registration, or a cancelled session", () => {
    const none = { cancel: false, handOver: false, move: false };
    expect(rights("cancelled", "2026-12-01")).toEqual(none);
    expect(rights("present", "2026-12-01")).toEqual(none);
    expect(
      traineeRights(
        { status: "confirmed" },
        { ...session, status: "cancelled" },
        {
          today: "2026-12-01",
          cancellationDays: 7,
        },
      ),
    ).toEqual(none);
  });

  it("lets a self-paying trainee withdraw until their contract's deadline, past the provider's", () => {
    const withdrawing = (today: string) =>
      traineeRights({ status: "confirmed" }, session, {
        today,
        cancellationDays: 7,
        withdrawalUntil: "2027-01-08",
      }).cancel;
    expect(withdrawing("2027-01-08")).toBe(true);
    expect(withdrawing("2027-01-09")).toBe(false);
  });

  it("keeps the withdrawal open once the course has begun, until its deadline", () => {
    const rights = traineeRights({ status: "confirmed" }, session, {
      today: "2027-01-12",
      cancellationDays: 7,
      withdrawalUntil: "2027-01-15",
    });
    expect(rights).toEqual({ cancel: true, handOver: false, move: false });
  });
});
