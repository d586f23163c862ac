import "server-only";
import { currentDay } from "@/server/clock";
import { readOrDefault } from "@/server/read-or-default";
import { destinationPage } from "./destinations";
import { listDestinations } from "./queries";

/**
 * Page `page` of the abroad page's destination cards (null: the address names no page): the
 * cards to show, null when the places cannot be read, or "missing" for a page past the last.
 */
export async function readAbroadPage(
  page: number | null,
): Promise<ReturnType<typeof destinationPage> | "missing"> {
  if (page === null) return "missing";
  const destinations = await readOrDefault(
    () => listDestinations(currentDay()),
    null,
    "destinations",
  );
  if (!destinations) return null;
  return destinationPage(destinations, page) ?? "missing";
}
