import { describe, expect, it } from "vitest";
import { surveyAnswerSchema, surveyFormValues } from "./schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const complete = {
  overall: "4",
  objectives: "partiel",
  trainer: "5",
  content: "3",
  organisation: "4",
  recommends: "non",
  comment: "",
};

describe("the survey's form", () => {
  it("reads a posted form: ratings as numbers, an empty comment as none, the consent from its box", () => {
    expect(surveyAnswerSchema.parse(surveyFormValues(form(complete)))).toEqual({
      overall: 4,
      objectives: "partiel",
      trainer: 5,
      content: 3,
      organisation: 4,
      recommends: false,
      comment: undefined,
      publish_consent: false,
    });
    expect(
      surveyAnswerSchema.parse(surveyFormValues(form({ ...complete, publish_consent: "on" })))
        .publish_consent,
    ).toBe(true);
  });

  it("refuses a form with a question left out, or a rating out of 1–5, in French", () => {
    const refused = surveyAnswerSchema.safeParse(
      surveyFormValues(form({ ...complete, overall: "6", objectives: "" })),
    );
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.message)).toEqual([
      "Donnez une note de 1 à 5 à la formation.",
      "Dites si les objectifs ont été atteints.",
    ]);
  });
});
