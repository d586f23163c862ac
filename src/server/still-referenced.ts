import "server-only";
import { ActionRefused } from "./action-result";

/**
 * Runs a deletion that the database refuses while rows of the table `from` still point at the
 * deleted row (their foreign key is ON DELETE RESTRICT), and answers that refusal with `message`.
 * The database decides, not a count read beforehand: a row added meanwhile cannot slip between the
 * two, and the domain that deletes needs not read the tables of the domains built on it
 * (decision 082).
 */
export async function refusedWhileReferenced<T>(
  from: string,
  message: string,
  remove: () => Promise<T>,
): Promise<T> {
  try {
    return await remove();
  } catch (error) {
    if (referencingTable(error) === from)
      throw new ActionRefused({ ok: false, status: 409, error: message });
    throw error;
  }
}

/** The table whose foreign key refused the deletion, through the ORM's wrapping of the error. */
function referencingTable(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, table } = cause as Error & { code?: string; table?: string };
    // restrict_violation for ON DELETE RESTRICT, foreign_key_violation for NO ACTION.
    if (code === "23001" || code === "23503") return table;
  }
  return undefined;
}
