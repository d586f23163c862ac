import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "./logger";

describe("the logger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a failed query by its SQL and cause, never by the parameters people typed", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const cause = new Error('new row violates check constraint "questionnaire_answers_array"');
    logger.error(
      {
        error: new DrizzleQueryError(
          "insert into questionnaire_answers values ($1, $2)",
          [12, "Surdité partielle : sous-titres"],
          cause,
        ),
      },
      "Réponse impossible",
    );
    const entry = JSON.parse(lines[0]!);
    expect(entry.error).toMatchObject({
      query: "insert into questionnaire_answers values ($1, $2)",
      cause: { message: 'new row violates check constraint "questionnaire_answers_array"' },
    });
    expect(lines[0]).not.toContain("Surdité");
  });
});
