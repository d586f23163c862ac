import { describe, expect, it } from "vitest";
import { computedYear, sessionSurveyText, type SurveyTally } from "./results";

const tally = (values: Partial<SurveyTally>): SurveyTally => ({
  year: 2026,
  present: 0,
  enrolled: 0,
  attended: 0,
  invited: 0,
  answers: 0,
  satisfied: 0,
  first_month: null,
  last_month: null,
  ...values,
});

describe("computedYear", () => {
  it("counts completion by the hours attended: a trainee absent every afternoon counts one half", () => {
    // Three trainees expected: two attended everything, one half of the hours.
    expect(computedYear(tally({ present: 3, enrolled: 3, attended: 2.5 })).completion_rate).toBe(
      83,
    );
  });

  it("counts satisfaction over answers, completion over trainees expected, response over surveys sent", () => {
    expect(
      computedYear(
        tally({
          present: 31,
          enrolled: 33,
          attended: 31,
          invited: 31,
          answers: 28,
          satisfied: 26,
          first_month: 1,
          last_month: 6,
        }),
      ),
    ).toEqual({
      year: 2026,
      trainees: 31,
      satisfaction_rate: 93,
      completion_rate: 94,
      responses: 28,
      response_rate: 90,
      months: [1, 6],
    });
  });

  it("rounds half up to whole percentages", () => {
    expect(
      computedYear(
        tally({ present: 2, enrolled: 3, attended: 2, invited: 8, answers: 8, satisfied: 1 }),
      ),
    ).toMatchObject({ satisfaction_rate: 13, completion_rate: 67, response_rate: 100 });
  });

  it("publishes no satisfaction for a year without answers, and no completion without trainees expected", () => {
    expect(computedYear(tally({ present: 4, enrolled: 4, attended: 4, invited: 4 }))).toMatchObject(
      {
        trainees: 4,
        satisfaction_rate: null,
        completion_rate: 100,
        responses: 0,
        response_rate: 0,
        months: null,
      },
    );
    expect(computedYear(tally({}))).toMatchObject({
      trainees: 0,
      satisfaction_rate: null,
      completion_rate: null,
      response_rate: null,
    });
  });
});

const noFollowups = {
  followups: 0,
  followup_answers: 0,
  applied: 0,
  partly_applied: 0,
  not_applied: 0,
};

describe("sessionSurveyText", () => {
  it("sums up a session's surveys with French decimals, or says nothing before any was sent", () => {
    expect(
      sessionSurveyText({
        invited: 12,
        answers: 9,
        overall: 4.444,
        trainer: 4.6,
        content: 4.35,
        organisation: 4,
        ...noFollowups,
      }),
    ).toBe(
      "Questionnaires de satisfaction : 9 réponses sur 12 (75\u00a0%). Moyennes sur 5 : ensemble 4,4 · formateur 4,6 · contenu 4,4 · organisation 4,0.",
    );
    expect(
      sessionSurveyText({
        invited: 3,
        answers: 0,
        overall: null,
        trainer: null,
        content: null,
        organisation: null,
        ...noFollowups,
      }),
    ).toBe("Questionnaires de satisfaction : 0 réponse sur 3 (0\u00a0%).");
    expect(
      sessionSurveyText({
        invited: 0,
        answers: 0,
        overall: null,
        trainer: null,
        content: null,
        organisation: null,
        ...noFollowups,
      }),
    ).toBeNull();
  });

  it("adds the 'à froid' surveys once sent: answered, and what was put into practice", () => {
    const averages = { overall: 4, trainer: 4, content: 4, organisation: 4 };
    expect(
      sessionSurveyText({
        invited: 4,
        answers: 4,
        ...averages,
        followups: 4,
        followup_answers: 3,
        applied: 2,
        partly_applied: 1,
        not_applied: 0,
      }),
    ).toBe(
      "Questionnaires de satisfaction : 4 réponses sur 4 (100\u00a0%). Moyennes sur 5 : ensemble 4,0 · formateur 4,0 · contenu 4,0 · organisation 4,0. Questionnaires à froid : 3 réponses sur 4 (75\u00a0%), mis en pratique : oui 2 · en partie 1 · non 0.",
    );
    expect(
      sessionSurveyText({
        invited: 4,
        answers: 0,
        overall: null,
        trainer: null,
        content: null,
        organisation: null,
        ...noFollowups,
        followups: 4,
      }),
    ).toBe(
      "Questionnaires de satisfaction : 0 réponse sur 4 (0\u00a0%). Questionnaires à froid : 0 réponse sur 4 (0\u00a0%).",
    );
    expect(
      sessionSurveyText({
        invited: 0,
        answers: 0,
        overall: null,
        trainer: null,
        content: null,
        organisation: null,
        ...noFollowups,
        followups: 2,
        followup_answers: 1,
        not_applied: 1,
      }),
    ).toBe(
      "Questionnaires à froid : 1 réponse sur 2 (50\u00a0%), mis en pratique : oui 0 · en partie 0 · non 1.",
    );
  });
});
