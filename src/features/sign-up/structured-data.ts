import { paths } from "@/config/paths";
import type { PublicSession } from "./queries";

/**
 * What a formation's Course says of one of its sessions (a CourseInstance): its days, online or
 * not, its place, its price (the formation's unless its own), whether seats remain, and where to
 * register.
 */
export function sessionInstanceFacts(session: PublicSession, formationPrice: string) {
  return {
    startDate: session.start_date,
    endDate: session.end_date,
    online: session.place === "remote",
    place:
      session.place === "location" && session.country
        ? { city: session.city, country: session.country, country_code: session.country_code }
        : null,
    price: session.price_no_tax ?? formationPrice,
    soldOut: session.left === 0,
    path: paths.registration(session.id),
  };
}
