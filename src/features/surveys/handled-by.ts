import "server-only";
import { sql } from "drizzle-orm";
import { users } from "@/server/auth/tables";

/**
 * Who noted the action taken on an answer, a trainee's or another stakeholder's, as the
 * follow-up shows it: the staff member's name, in a query that left-joins `users` on the
 * answer's `handled_by`.
 */
export const handledByName = sql<string | null>`${users.name} || ' ' || ${users.last_name}`;
