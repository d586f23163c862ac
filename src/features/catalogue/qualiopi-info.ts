import type { SiteConfig } from "@/config/site";
import { progressLine, type ProgressYear } from "@/features/assessment/public";
import { formatLongDate } from "@/lib/dates";
import { type YearResults } from "@/features/formations/public";

/**
 * The Qualiopi items of a formation as text, shared by its page and its PDF programme so that
 * both always say the same thing.
 */

export interface FormationContact {
  name: string;
  last_name: string;
  titre: string | null;
  email: string;
  phone: string | null;
}

type Config = Pick<SiteConfig, "contact" | "company">;
const NEW_FORMATION_RESULTS =
  "Nouvelle formation : indicateurs disponibles après la première session";

export function updatedText(lastUpdate: string): string {
  return `Mis à jour le ${formatLongDate(lastUpdate)}`;
}

/** Who to reach: the formation's contact, or the provider's own address when none is named. */
export function contactLines(config: Config, contact: FormationContact | null): string[] {
  if (!contact) return ["Service formation", config.contact.email, config.contact.phone];
  const name = `${contact.name} ${contact.last_name}`;
  return [
    contact.titre ? `${name}, ${contact.titre}` : name,
    contact.email,
    ...(contact.phone ? [contact.phone] : []),
  ];
}

/** The formation's own sentence (or the site-wide one), then the disability referent's contact. */
export function accessibilityLines(config: Config, accessibility: string | null): string[] {
  const referent = config.company.accessibilityOfficer;
  return [
    accessibility?.trim() ||
      "Nos formations sont accessibles aux personnes en situation de handicap : locaux, supports et rythme sont adaptés après un échange avec notre référent handicap.",
    `Référent handicap : ${referent}, ${config.contact.email}, ${config.contact.phone}`,
  ];
}

const percent = (rate: number) => `${rate}\u00a0%`;

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

/** What a year's figures rest on: '31 réponses, sessions de janvier à juin', or that they were entered. */
function basisText({ trainees, computed }: YearResults): string {
  const people = `${trainees.toLocaleString("fr-FR")} stagiaire${trainees > 1 ? "s" : ""}`;
  if (!computed) return `${people}, chiffres saisis`;
  const answers = `${computed.responses.toLocaleString("fr-FR")} réponse${computed.responses > 1 ? "s" : ""}`;
  if (!computed.months) return answers;
  const [first, last] = computed.months.map((month) => MONTHS[month - 1]!);
  return `${answers}, ${first === last ? `sessions de ${first}` : `sessions de ${first} à ${last}`}`;
}

/** The latest year's published results, or the new-formation sentence. */
export function resultLines(
  results: readonly YearResults[],
  certifying: boolean,
  /** The latest year's average progress, when the provider publishes it (indicator 11). */
  progress: ProgressYear | null = null,
): string[] {
  const latest = [...results].sort((a, b) => b.year - a.year)[0];
  if (!latest) return progress ? [progressLine(progress)] : [NEW_FORMATION_RESULTS];
  const { year, trainees } = latest;
  const lines: string[] = [];
  if (latest.satisfaction_rate !== null)
    lines.push(
      `Taux de satisfaction ${year} : ${percent(latest.satisfaction_rate)} (${basisText(latest)})`,
    );
  else lines.push(`Stagiaires formés en ${year} : ${trainees.toLocaleString("fr-FR")}`);
  if (latest.completion_rate !== null)
    lines.push(`Taux d'achèvement ${year} : ${percent(latest.completion_rate)}`);
  if (certifying && latest.success_rate !== null)
    lines.push(`Taux de réussite à la certification ${year} : ${percent(latest.success_rate)}`);
  if (progress) lines.push(progressLine(progress));
  return lines;
}
