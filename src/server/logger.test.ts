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

  it("logs what a wrapping error wraps, a failed query still without its parameters", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const query = new DrizzleQueryError(
      "select * from survey_answers where comment = $1",
      ["Mon handicap : dyslexie"],
      new Error("connection terminated"),
    );
    logger.error(
      { error: new Error("failed to pipe response", { cause: query }) },
      "Requête échouée",
    );
    const entry = JSON.parse(lines[0]!);
    expect(entry.error).toMatchObject({
      message: "failed to pipe response",
      cause: {
        query: "select * from survey_answers where comment = $1",
        cause: { message: "connection terminated" },
      },
    });
    expect(lines[0]).not.toContain("dyslexie");
  });
});
