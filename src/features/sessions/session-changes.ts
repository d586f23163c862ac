import { datesText, whereText } from "./session-text";
import { type RegisteredSession } from "./registered-session";

/** A line of what a trainee was told that reads differently now. */
interface ChangedFact {
  /** 'Dates' or 'Lieu', as the convocation labels it. */
  label: "Dates" | "Lieu";
  before: string;
  after: string;
}

/**
 * What of a session its trainees rely on changed with staff's edit: its days and hours, where it
 * is taught, the virtual classroom's link. Null when nothing they were told changed (a new
 * trainer's name, a larger room): no mail then.
 */
export interface SessionChanges {
  facts: ChangedFact[];
  /** The virtual classroom's link changed: only confirmed trainees are given it. */
  link: boolean;
}

type Compared = Pick<
  RegisteredSession,
  | "start_date"
  | "end_date"
  | "daily_hours"
  | "schedule"
  | "place"
  | "city"
  | "address"
  | "remote_link"
>;

/** Where, leaving the classroom's link aside: it is compared on its own, and not told to all. */
const placeOf = (session: Compared) =>
  whereText({ ...session, remote_link: session.place === "remote" ? "(lien)" : null });

export function sessionChanges(before: Compared, after: Compared): SessionChanges | null {
  const facts: ChangedFact[] = [];
  const dates = [datesText(before), datesText(after)] as const;
  if (dates[0] !== dates[1]) facts.push({ label: "Dates", before: dates[0], after: dates[1] });
  const places = [placeOf(before), placeOf(after)] as const;
  if (places[0] !== places[1]) facts.push({ label: "Lieu", before: places[0], after: places[1] });
  const link =
    after.place === "remote" &&
    after.remote_link !== null &&
    (before.place !== "remote" || before.remote_link !== after.remote_link);
  return facts.length > 0 || link ? { facts, link } : null;
}
