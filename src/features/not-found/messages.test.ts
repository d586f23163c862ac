import { describe, expect, it } from "vitest";
import { notFoundMessages, pickNotFoundMessage } from "./messages";

describe("not-found messages", () => {
  it("offers 9 distinct messages, each with its source", () => {
    expect(notFoundMessages).toHaveLength(9);
    expect(new Set(notFoundMessages.map((message) => message.text)).size).toBe(9);
    for (const message of notFoundMessages) expect(message.source).not.toBe("");
  });

  it("can pick every message, first and last included", () => {
    expect(pickNotFoundMessage(() => 0)).toBe(notFoundMessages[0]);
    expect(pickNotFoundMessage(() => 0.999999)).toBe(notFoundMessages[8]);
    expect(pickNotFoundMessage(() => 0.5)).toBe(notFoundMessages[4]);
  });
});
