import "server-only";
import { sql } from "drizzle-orm";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "./tables";

/**
 * The price excluding tax of a registration's place: the one agreed for it when staff kept it
 * through a move, else its session's, else its formation's. Read with the registration joined
 * to its session and the session's formation.
 */
export const registrationPrice = sql<string>`coalesce(${registrations.agreed_price_no_tax}, ${trainingSessions.price_no_tax}, ${formations.price_no_tax})`;
