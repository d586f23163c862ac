import { z } from "@/lib/zod";
import { parsePurposeChoice, purposeChoiceOf } from "@/lib/bpf";
import { isNsfCode } from "@/lib/nsf";
import { listOrNull, splitLines } from "@/lib/lists";
import { slugify } from "@/lib/slug";
import { optionalChoice, optionalDay, optionalText, requiredText } from "@/lib/validation";
import { editableProgramme } from "./programme";
import { type formationResults, type formations } from "./tables";

/** A field typed one item per line, saved as a list, empty (null) when blank. */
const lineList = z
  .string()
  .max(5000, "5 000 caractères au plus.")
  .transform((text) => listOrNull(splitLines(text)));

/** Euros excluding tax, typed with a dot or a comma, at most 2 decimals. */
const price = z
  .string()
  .trim()
  .min(1, "Le prix HT est requis.")
  .transform((text) => text.replace(",", "."))
  .refine(
    (text) => /^\d{1,8}(\.\d{1,2})?$/.test(text),
    "Un montant en euros, par exemple 1490 ou 1490.50.",
  );

/**
 * The programme editor's chapters, in staff's order, saved as the stored mapping of chapter title
 * to sub-parts (the spec's shape) and the list of titles that keeps their order.
 */
const programme = z
  .array(
    z.object({
      title: z
        .string()
        .trim()
        .min(1, "Un chapitre sans titre.")
        .max(200, "Titre de chapitre trop long."),
      parts: z
        .array(z.string().trim().min(1).max(1000))
        .max(100, "100 sous-parties par chapitre au plus."),
    }),
  )
  .max(100, "100 chapitres au plus.")
  .refine(
    (chapters) => new Set(chapters.map((chapter) => chapter.title)).size === chapters.length,
    "Deux chapitres portent le même titre.",
  )
  .transform((chapters) =>
    chapters.length > 0
      ? {
          training_program: Object.fromEntries(
            chapters.map((chapter) => [chapter.title, chapter.parts]),
          ),
          programme_order: chapters.map((chapter) => chapter.title),
        }
      : { training_program: null, programme_order: null },
  );

/** A whole number typed in a field, within bounds; blank is null when `optional`. */
const wholeNumber = (min: number, max: number, message: string, optional: boolean) =>
  z
    .string()
    .trim()
    .refine(
      (text) =>
        text === "" ? optional : /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max,
      message,
    )
    .transform((text) => (text === "" ? null : Number(text)));

const rate = wholeNumber(0, 100, "Un pourcentage entre 0 et 100.", true);

/** One year of published results (Qualiopi indicators 2 and 3). */
const yearResults = z.object({
  year: wholeNumber(2000, 2100, "Une année, par exemple 2025.", false).pipe(z.number()),
  trainees: wholeNumber(0, 100_000, "Un nombre de stagiaires.", false).pipe(z.number()),
  satisfaction_rate: rate,
  completion_rate: rate,
  success_rate: rate,
});

const results = z
  .array(yearResults)
  .max(30, "30 années au plus.")
  .refine(
    (rows) => new Set(rows.map((row) => row.year)).size === rows.length,
    "Chaque année ne peut figurer qu'une fois.",
  );

/** 'RNCP35584' or 'RS5487', typed in any case. */
const certificationCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase().replace(/\s+/g, ""))
  .refine(
    (code) => code === "" || /^(RNCP|RS)\d{1,6}$/.test(code),
    "Un code RNCP ou RS, par exemple RNCP35584 ou RS5487.",
  )
  .transform((code) => code || undefined);

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
    cold_survey: z.boolean(),
    published: z.boolean(),
    access_time: optionalText(100),
    prerequisites: optionalText(2000),
    objectives: lineList,
    methods_used: lineList,
    assessment_methods: lineList,
    access_modalities: optionalText(2000),
    event_id: optionalChoice,
    training_program: programme,
    contact_user_id: optionalChoice,
    accessibility: optionalText(2000),
    certification_name: optionalText(300),
    certification_code: certificationCode,
    certifier: optionalText(200),
    certification_registered_on: optionalDay,
    // How the yearly BPF classifies it (frames F-3 and F-4): optional, the BPF lists it as
    // missing until it is stated.
    bpf_purpose: z
      .string()
      .refine((value) => value === "" || parsePurposeChoice(value) !== null, "Objectif inconnu.")
      .prefault(""),
    nsf_code: z
      .string()
      .refine((value) => value === "" || isNsfCode(value), "Spécialité inconnue.")
      .prefault(""),
    results,
  })
  .transform(({ training_program: programme, bpf_purpose, nsf_code, ...rest }, context) => {
    const formation = {
      ...rest,
      ...(parsePurposeChoice(bpf_purpose) ?? { purpose: null, rncp_level: null }),
      nsf_code: nsf_code || null,
    };
    const slug = slugify(formation.title);
    if (!slug) {
      context.addIssue({
        code: "custom",
        path: ["title"],
        message: "Il faut au moins une lettre ou un chiffre pour former l'adresse de la formation.",
      });
      return z.NEVER;
    }
    // A formation that does not certify has no certification to publish, nor a success rate.
    if (!formation.certification) {
      return {
        ...formation,
        ...programme,
        slug,
        certification_name: undefined,
        certification_code: undefined,
        certifier: undefined,
        certification_registered_on: undefined,
        results: formation.results.map((row) => ({ ...row, success_rate: null })),
      };
    }
    return { ...formation, ...programme, slug };
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
  cold_survey: false,
  // A new formation starts as a draft: it is published once it is ready.
  published: false,
  access_time: "",
  prerequisites: "",
  objectives: "",
  methods_used: "",
  assessment_methods: "",
  access_modalities: "",
  event_id: "none",
  training_program: [],
  contact_user_id: "none",
  accessibility: "",
  certification_name: "",
  certification_code: "",
  certifier: "",
  certification_registered_on: "",
  bpf_purpose: "",
  nsf_code: "",
  results: [],
};

export type ResultValues = FormationValues["results"][number];

export function emptyResults(year: number): ResultValues {
  return {
    year: String(year),
    trainees: "",
    satisfaction_rate: "",
    completion_rate: "",
    success_rate: "",
  };
}

type StoredResults = Omit<typeof formationResults.$inferSelect, "id" | "formation_id">;

export function formationValuesOf(
  formation: typeof formations.$inferSelect,
  results: readonly StoredResults[],
): FormationValues {
  // One item per line, as the dialog takes them: an item's own commas stay in it.
  const list = (values: string[] | null) => (values ?? []).join("\n");
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    title: formation.title,
    duration: formation.duration,
    description: formation.description ?? "",
    price_no_tax: formation.price_no_tax,
    format: formation.format ?? "",
    certification: formation.certification,
    cold_survey: formation.cold_survey,
    published: formation.published,
    access_time: formation.access_time ?? "",
    prerequisites: formation.prerequisites ?? "",
    objectives: list(formation.objectives),
    methods_used: list(formation.methods_used),
    assessment_methods: list(formation.assessment_methods),
    access_modalities: formation.access_modalities ?? "",
    event_id: formation.event_id === null ? "none" : String(formation.event_id),
    training_program: editableProgramme(formation.training_program, formation.programme_order),
    contact_user_id:
      formation.contact_user_id === null ? "none" : String(formation.contact_user_id),
    accessibility: formation.accessibility ?? "",
    certification_name: formation.certification_name ?? "",
    certification_code: formation.certification_code ?? "",
    certifier: formation.certifier ?? "",
    certification_registered_on: formation.certification_registered_on ?? "",
    bpf_purpose: purposeChoiceOf(formation.purpose, formation.rncp_level),
    nsf_code: formation.nsf_code ?? "",
    results: results.map((row) => ({
      year: String(row.year),
      trainees: String(row.trainees),
      satisfaction_rate: text(row.satisfaction_rate),
      completion_rate: text(row.completion_rate),
      success_rate: text(row.success_rate),
    })),
  };
}

/** The row to write (without slug and last_update, which the action sets, nor the results). */
export function formationColumns({ slug: _slug, results: _results, ...formation }: FormationInput) {
  return {
    ...formation,
    accessibility: formation.accessibility ?? null,
    certification_name: formation.certification_name ?? null,
    certification_code: formation.certification_code ?? null,
    certifier: formation.certifier ?? null,
    certification_registered_on: formation.certification_registered_on ?? null,
    description: formation.description ?? null,
    format: formation.format ?? null,
    access_time: formation.access_time ?? null,
    prerequisites: formation.prerequisites ?? null,
    access_modalities: formation.access_modalities ?? null,
  };
}

/** A person the formation page can name as its contact: a team member, or its current contact. */
export interface ContactChoice {
  id: number;
  name: string;
  last_name: string;
  email: string;
  /** Contact of a formation while no longer on the team: kept until staff choose another. */
  outsideTeam: boolean;
}

/** 'Camille Moreau — camille@…': two people of the same name are told apart. */
export function contactChoiceLabel(contact: ContactChoice): string {
  return `${contact.name} ${contact.last_name} — ${contact.email}${contact.outsideTeam ? " (hors équipe)" : ""}`;
}

export interface EventChoice {
  id: number;
  nom: string;
  start_date: string;
}

/** The card's event: its name and start date, 'Aucun événement', or 'Événement inconnu'. */
export function linkedEvent(
  eventId: number | null,
  choices: readonly EventChoice[],
): { label: string; event?: EventChoice } {
  if (eventId === null) return { label: "Aucun événement" };
  const event = choices.find((choice) => choice.id === eventId);
  return event ? { label: event.nom, event } : { label: "Événement inconnu" };
}

/** At most 2 objectives on a card, then '...'. */
export function cardObjectives(objectives: readonly string[] | null): {
  shown: string[];
  more: boolean;
} {
  const list = objectives ?? [];
  return { shown: list.slice(0, 2), more: list.length > 2 };
}
