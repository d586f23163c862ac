import "server-only";
import { type Database } from "@/db/client";
import { type z } from "@/lib/zod";
import { type TraineeDone, traineeProblemOf, type TraineeProblem } from "./trainee-problems";
import { formFields } from "@/lib/validation";
import { getDb } from "@/server/database";
import { currentTime, currentDay } from "@/server/clock";
import { revalidate } from "@/server/cache/revalidations.mjs";
import { cacheTags } from "@/server/cache/tags";
import { wakeMailer } from "@/server/mail/mailer";
type Run<Values> = (
  db: Database,
  values: Values,
  when: { now: Date; today: string },
) => Promise<TraineeOutcome>;

/**
 * What the page's address says after a request: what was done, or what went wrong. A failure
 * throws, for the link action (server/link-action.ts) to log and answer with 'probleme=error'.
 */
export async function outcomeOf<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  run: Run<z.output<Schema>>,
  done: TraineeDone | null,
): Promise<string> {
  const fields = formFields(form);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return `probleme=${traineeProblemOf(parsed.error)}`;
  const outcome = await run(await getDb(), parsed.data, {
    now: currentTime(),
    today: currentDay(),
  });
  if (outcome !== "done") return `probleme=${outcome satisfies TraineeProblem}`;
  // A cancellation or a hand-over changes the seats the public pages count.
  await revalidate([cacheTags.sessions]);
  wakeMailer();
  return done ? `fait=${done}` : "";
}

/** Where a failed request of a holder of a registration's link lands: its page, saying so. */
export const traineeRequestFailure = (page: string) => ({
  log: "Demande sur une page d'inscription impossible",
  address: `${page}?probleme=error`,
});

/** What became of a trainee's request: done, or why not. */
export type TraineeOutcome =
  | "done"
  | "closed"
  | "refused"
  | "already-registered"
  | "quota"
  | "digest"
  | "signer_name"
  | "signer_position"
  | "early_start"
  | "answers"
  | "answers-empty"
  | "questions-changed";
