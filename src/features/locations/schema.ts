import { z } from "@/lib/zod";
import { optionalDay, optionalText, requiredText } from "@/lib/validation";
import { type locations } from "./tables";

/**
 * The location dialog. A permanent location has no stay dates (the switch clears them); a
 * temporary one may have both, the end not before the start. The country code is stored in
 * lowercase, as the map and the flags expect.
 */
export const locationSchema = z
  .object({
    country: requiredText(100, "Le pays est requis."),
    city: optionalText(100),
    country_code: z
      .string()
      .trim()
      .refine((code) => code === "" || /^[a-z]{2}$/i.test(code), "Deux lettres, par exemple FR.")
      .transform((code) => (code === "" ? undefined : code.toLowerCase()))
      .optional(),
    address: optionalText(300),
    permanent: z.boolean(),
    stay_start: optionalDay,
    stay_end: optionalDay,
  })
  .transform((location) =>
    location.permanent ? { ...location, stay_start: undefined, stay_end: undefined } : location,
  )
  .refine(
    (location) =>
      !location.stay_start || !location.stay_end || location.stay_end >= location.stay_start,
    {
      message: "La date de fin ne peut pas précéder la date de début.",
      path: ["stay_end"],
    },
  );

export type LocationValues = z.input<typeof locationSchema>;
export type LocationInput = z.output<typeof locationSchema>;

export const emptyLocation: LocationValues = {
  country: "",
  city: "",
  country_code: "",
  address: "",
  permanent: true,
  stay_start: "",
  stay_end: "",
};

export function locationValuesOf(location: typeof locations.$inferSelect): LocationValues {
  return {
    country: location.country,
    city: location.city ?? "",
    country_code: location.country_code?.toUpperCase() ?? "",
    address: location.address ?? "",
    permanent: location.permanent,
    stay_start: location.stay_start ?? "",
    stay_end: location.stay_end ?? "",
  };
}

/** The row to write: blanks saved empty (null). */
export function locationColumns(location: LocationInput) {
  return {
    country: location.country,
    city: location.city ?? null,
    country_code: location.country_code ?? null,
    address: location.address ?? null,
    permanent: location.permanent,
    stay_start: location.stay_start ?? null,
    stay_end: location.stay_end ?? null,
  };
}
