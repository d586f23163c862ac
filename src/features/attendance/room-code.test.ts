import { describe, expect, it } from "vitest";
import { roomCode, roomCodeSession, SCAN_MINUTES } from "./room-code";

const secret = "s".repeat(43);
const shown = new Date("2026-12-14T09:05:10Z");
const later = (minutes: number) => new Date(shown.getTime() + minutes * 60_000);

describe("roomCode", () => {
  it("opens its session in the minute it shows and the next, not after", () => {
    const code = roomCode(secret, 42, shown);
    expect(roomCodeSession(secret, code, shown, SCAN_MINUTES)).toBe(42);
    expect(roomCodeSession(secret, code, later(1), SCAN_MINUTES)).toBe(42);
    expect(roomCodeSession(secret, code, later(2), SCAN_MINUTES)).toBeNull();
    expect(roomCodeSession(secret, code, later(-1), SCAN_MINUTES)).toBeNull();
  });

  it("opens nothing once its session, minute or MAC is changed, or under another secret", () => {
    const code = roomCode(secret, 42, shown);
    const [, minute, mac] = code.split(".");
    expect(roomCodeSession(secret, `43.${minute}.${mac}`, shown, SCAN_MINUTES)).toBeNull();
    expect(
      roomCodeSession(secret, `42.${Number(minute) + 1}.${mac}`, later(1), SCAN_MINUTES),
    ).toBeNull();
    expect(
      roomCodeSession(secret, `42.${minute}.${"A".repeat(22)}`, shown, SCAN_MINUTES),
    ).toBeNull();
    expect(roomCodeSession("t".repeat(43), code, shown, SCAN_MINUTES)).toBeNull();
    expect(roomCodeSession(secret, "n'importe quoi", shown, SCAN_MINUTES)).toBeNull();
  });
});
