import "server-only";
import type { Transaction } from "@/db/client";
import { providedAtStart } from "@/server/provided-at-start";

/** An answer staff handled on /dashboard/avis: what was rated, and the action they wrote. */
export interface HandledAnswer {
  answer: { survey_answer_id: number } | { stakeholder_answer_id: number };
  label: string;
  note: string;
  at: Date;
}

/**
 * What handling an answer sets off above surveys: its entry in the improvement log (quality,
 * Qualiopi indicator 32), which reads the answers. Surveys calls this interface;
 * `src/life-effects.ts` fills it at start-up, so surveys never imports quality (decision 082).
 */
interface HandledEffects {
  answerHandled(
    tx: Transaction,
    handled: HandledAnswer,
    author: { id: number; name: string },
  ): Promise<void>;
}

const effects = providedAtStart<HandledEffects>("handled-effects");
export const provideHandledEffects = effects.provide;
export const handledEffects = effects.required;
