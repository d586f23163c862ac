import { z } from "@/lib/zod";
import { optionalChoice, optionalText, requiredDay, requiredText } from "@/lib/validation";
import { type events } from "./tables";

/**
 * The event dialog. The spec shows no date check, but an event cannot end before it starts (the
 * database refuses it too): the form says so rather than failing.
 */
export const eventSchema = z
  .object({
    nom: requiredText(200, "Le nom de l'événement est requis."),
    description: optionalText(5000),
    start_date: requiredDay("La date de début est requise."),
    end_date: requiredDay("La date de fin est requise."),
    location: optionalChoice,
  })
  .refine((event) => event.end_date >= event.start_date, {
    message: "La date de fin ne peut pas précéder la date de début.",
    path: ["end_date"],
  });

export type EventValues = z.input<typeof eventSchema>;

export const emptyEvent: EventValues = {
  nom: "",
  description: "",
  start_date: "",
  end_date: "",
  location: "none",
};

export function eventValuesOf(event: typeof events.$inferSelect): EventValues {
  return {
    nom: event.nom,
    description: event.description ?? "",
    start_date: event.start_date,
    end_date: event.end_date,
    location: event.location === null ? "none" : String(event.location),
  };
}

export interface LocationChoice {
  id: number;
  city: string | null;
  country: string;
}

/** The select's option: 'city, country', or just the country. */
export function locationChoiceLabel(location: LocationChoice): string {
  return location.city ? `${location.city}, ${location.country}` : location.country;
}

/** The card's place: 'Non spécifié' without one, 'Inconnu' when it is not in the list. */
export function eventLocationLabel(
  locationId: number | null,
  choices: readonly LocationChoice[],
): string {
  if (locationId === null) return "Non spécifié";
  const location = choices.find((choice) => choice.id === locationId);
  return location ? locationChoiceLabel(location) : "Inconnu";
}
