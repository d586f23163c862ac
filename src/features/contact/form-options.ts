import { TIME_ZONE } from "@/lib/dates";

export interface FormationOption {
  id: number;
  slug: string;
  title: string;
  navigable: boolean;
  event: { nom: string; location: number | null } | null;
}

export interface LocationOption {
  id: number;
  country: string;
  city: string | null;
  stay_start: string | null;
  stay_end: string | null;
}

/** What the form shows of a formation: the browser receives no more than its list needs. */
export interface FormationChoice {
  id: number;
  title: string;
  /** The event it is given at, whose place is the event's: the form then asks for none. */
  eventName: string | null;
}

/** A place of the form's list, by its label. */
export interface LocationChoice {
  id: number;
  label: string;
}

export function formationChoice({ id, title, event }: FormationOption): FormationChoice {
  return { id, title, eventName: event?.nom ?? null };
}

/** The form's two lists as the browser needs them. */
export function formChoices(options: {
  formations: FormationOption[];
  locations: LocationOption[];
}) {
  return {
    formations: options.formations.map(formationChoice),
    locations: options.locations.map((location): LocationChoice => ({
      id: location.id,
      label: locationOptionLabel(location),
    })),
  };
}

const monthName = new Intl.DateTimeFormat("fr-FR", { timeZone: TIME_ZONE, month: "long" });
const month = (day: string) => monthName.format(new Date(`${day}T12:00:00Z`));

/** 'Portugal - Lisbonne', then the month of the stay, or 'décembre/janvier' across two months. */
export function locationOptionLabel(location: LocationOption): string {
  const place = [location.country, location.city].filter(Boolean).join(" - ");
  const months = [location.stay_start, location.stay_end]
    .filter((day): day is string => Boolean(day))
    .map(month);
  const unique = [...new Set(months)];
  return unique.length ? `${place} (${unique.join("/")})` : place;
}

/** The formation a quote link names: `?formation=` holds its slug or its numeric id. */
export function findQuoteFormation(
  param: string | undefined,
  formations: FormationOption[],
): FormationOption | undefined {
  if (!param) return undefined;
  return /^\d+$/.test(param)
    ? formations.find((formation) => formation.id === Number(param))
    : formations.find((formation) => formation.slug === param);
}

export type SubmitLabel = "DEMANDER UN DEVIS" | "SE PRÉ-INSCRIRE" | "ENVOYER LE MESSAGE →";

/** The button says what the visitor is doing: a quote, a pre-registration, or a message. */
export function submitLabel(quoteFormation?: FormationOption): SubmitLabel {
  if (!quoteFormation) return "ENVOYER LE MESSAGE →";
  return quoteFormation.navigable ? "DEMANDER UN DEVIS" : "SE PRÉ-INSCRIRE";
}
