/**
 * What a form of questions shows and posts (its fields' names, the questions' digest), with
 * nothing of how the server reads it: the public forms render their needs questions in the
 * browser from this, without the validation library (questions.ts).
 */

/** The form field of the needs question at `index` on the registration and quote forms. */
import { type PositioningQuestion } from "@/features/formations/client";
export const needField = (index: number) => `need_${index + 1}`;
/** The form field of the question at `index` on the trainee's page. */
export const answerField = (index: number) => `answer_${index + 1}`;
/** The hidden field saying which questions the form showed (questionsDigest). */
export const DIGEST_FIELD = "questions_digest";

/** The scale's meaning, beside its five digits. */
export const SCALE_TEXT = "de 1 (pas du tout) à 5 (tout à fait)";

/**
 * A short digest of questions as a form shows them: answers are read by their question's place,
 * so a post whose questions changed since (reworded, added, moved) is refused, not misfiled.
 * Not a secret: FNV-1a over their JSON.
 */
export function questionsDigest(questions: readonly PositioningQuestion[]): string {
  let hash = 0x811c9dc5;
  for (const unit of JSON.stringify(questions)) {
    hash ^= unit.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** The needs questions as the positioning's shape: each answered in words. */
export const needsAsQuestions = (questions: readonly string[]): PositioningQuestion[] =>
  questions.map((label) => ({ kind: "text", label }));
