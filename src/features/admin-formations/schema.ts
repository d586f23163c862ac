import { z } from "zod";
import type { formations } from "@/db/schema";
import { listOrNull, splitList } from "@/lib/lists";
import { slugify } from "@/lib/slug";
import { optionalChoice, optionalText, requiredText } from "@/lib/validation";
import { editableProgramme } from "./programme-editor";

/** A comma-separated field saved as a list, empty (null) when blank. */
const commaList = z
  .string()
  .max(5000, "5 000 caractères au plus.")
  .transform((text) => listOrNull(splitList(text)));

/** Euros excluding tax, typed with a dot or a comma, at most 2 decimals. */
const price = z
  .string()
  .trim()
  .min(1, "Le prix HT est requis.")
  .transform((text) => text.replace(",", "."))
  .refine((text) => /^\d{1,8}(\.\d{1,2})?$/.test(text), "Un montant en euros, par exemple 1490 ou 1490.50.");

const programme = z
  .record(z.string().trim().min(1).max(200, "Titre de chapitre trop long."), z.array(z.string().trim().min(1).max(1000)).max(100))
  .refine((chapters) => Object.keys(chapters).length <= 100, "100 chapitres au plus.")
  .transform((chapters) => (Object.keys(chapters).length > 0 ? chapters : null));

/**
 * The formation dialog. The address (slug) always comes from the title; the action makes it
 * unique. Blank optional fields are saved empty.
 */
export const formationSchema = z
  .object({
    title: requiredText(200, "Le titre est requis."),
    duration: requiredText(100, "La durée est requise."),
    description: optionalText(5000),
    price_no_tax: price,
    format: optionalText(100),
    certification: z.boolean(),
    access_time: optionalText(100),
    prerequisites: optionalText(2000),
    objectives: commaList,
    methods_used: commaList,
    assessment_methods: commaList,
    access_modalities: optionalText(2000),
    event_id: optionalChoice,
    training_program: programme,
  })
  .transform((formation, context) => {
    const slug = slugify(formation.title);
    if (!slug) {
      context.addIssue({ code: "custom", path: ["title"], message: "Il faut au moins une lettre ou un chiffre pour former l'adresse de la formation." });
      return z.NEVER;
    }
    return { ...formation, slug };
  });

export type FormationValues = z.input<typeof formationSchema>;
export type FormationInput = z.output<typeof formationSchema>;

export const emptyFormation: FormationValues = {
  title: "",
  duration: "",
  description: "",
  price_no_tax: "",
  format: "",
  certification: false,
  access_time: "",
  prerequisites: "",
  objectives: "",
  methods_used: "",
  assessment_methods: "",
  access_modalities: "",
  event_id: "none",
  training_program: {},
};

export function formationValuesOf(formation: typeof formations.$inferSelect): FormationValues {
  const list = (values: string[] | null) => (values ?? []).join(", ");
  return {
    title: formation.title,
    duration: formation.duration,
    description: formation.description ?? "",
    price_no_tax: formation.price_no_tax,
    format: formation.format ?? "",
    certification: formation.certification,
    access_time: formation.access_time ?? "",
    prerequisites: formation.prerequisites ?? "",
    objectives: list(formation.objectives),
    methods_used: list(formation.methods_used),
    assessment_methods: list(formation.assessment_methods),
    access_modalities: formation.access_modalities ?? "",
    event_id: formation.event_id === null ? "none" : String(formation.event_id),
    training_program: editableProgramme(formation.training_program),
  };
}

/** The row to write (without slug and last_update, which the action sets). */
export function formationColumns({ slug: _slug, ...formation }: FormationInput) {
  return {
    ...formation,
    description: formation.description ?? null,
    format: formation.format ?? null,
    access_time: formation.access_time ?? null,
    prerequisites: formation.prerequisites ?? null,
    access_modalities: formation.access_modalities ?? null,
  };
}

export interface EventChoice {
  id: number;
  nom: string;
  start_date: string;
}

/** The card's event: its name and start date, 'Aucun événement', or 'Événement inconnu'. */
export function linkedEvent(eventId: number | null, choices: readonly EventChoice[]): { label: string; event?: EventChoice } {
  if (eventId === null) return { label: "Aucun événement" };
  const event = choices.find((choice) => choice.id === eventId);
  return event ? { label: event.nom, event } : { label: "Événement inconnu" };
}

/** At most 2 objectives on a card, then '...'. */
export function cardObjectives(objectives: readonly string[] | null): { shown: string[]; more: boolean } {
  const list = objectives ?? [];
  return { shown: list.slice(0, 2), more: list.length > 2 };
}
