import { z } from "@/lib/zod";

/** The 'Voir plus' request: how many posts are already shown. */
export const blogPageQuerySchema = z.object({
  offset: z.coerce
    .number({ error: "Le décalage doit être un nombre." })
    .int("Le décalage doit être un nombre entier.")
    .min(0, "Le décalage ne peut pas être négatif.")
    .max(1_000_000, "Le décalage est trop grand."),
});
