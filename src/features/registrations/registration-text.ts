import {
  WITHDRAWAL_DAYS,
  ADVANCE_MAX_PERCENT,
  priceBreakdown,
  VAT_EXEMPTION,
} from "@/lib/training-law";
import { formatEuros } from "@/lib/money";
import { type Funding } from "@/config/funding";
import { CONFIRMATION_HOURS } from "./opt-in";
import { type RegistrationTally } from "./seats";
import { type SiteConfig } from "@/config/site";

/**
 * An individual paying for their own training has rights before any payment (Code du travail,
 * articles L6353-3 to L6353-7): the page and the acknowledgement state them in these words.
 */
export const PERSONAL_PAYER_RIGHTS = [
  "Vous financez vous-même cette formation : avant tout paiement, nous vous adressons un contrat de formation écrit.",
  `À compter de son acceptation, vous disposez de ${WITHDRAWAL_DAYS} jours pour vous rétracter, sans frais ni motif : il suffit d'annuler votre inscription sur votre page, ou de nous l'écrire.`,
  `Aucune somme ne peut être exigée avant la fin de ce délai ; ensuite, le premier paiement ne peut dépasser ${ADVANCE_MAX_PERCENT} % du prix convenu, le solde étant dû au fur et à mesure de la formation (Code du travail, articles L6353-3 à L6353-7).`,
  "Le site ne prend aucun paiement.",
] as const;

export const MON_COMPTE_FORMATION = "https://www.moncompteformation.gouv.fr/";

/** For a CPF payer of a certifying formation: where the registration is completed. */
export const CPF_NOTE =
  "Avec votre CPF, l'inscription se finalise sur Mon Compte Formation, le service officiel de la Caisse des dépôts : nous vous y envoyons le lien de cette session. Ne communiquez jamais vos identifiants à qui que ce soit, nous compris.";

/**
 * What a person paying for themself pays, taxes included, as the registration form says once
 * they choose « Personnel » (Code de la consommation, L112-1, and the arrêté of 3 December 1987:
 * prices to consumers are stated
 * all taxes included); the catalogue's prices are stated excluding tax, for companies.
 */
export function personalPriceText(priceNoTax: string, vatRate: number): string {
  const price = priceBreakdown(priceNoTax, vatRate);
  return price.vatRate > 0
    ? `Prix pour vous : ${formatEuros(price.total)} TTC (${formatEuros(price.noTax)} HT + TVA ${String(price.vatRate).replace(".", ",")} %).`
    : `Prix pour vous : ${formatEuros(price.total)} (${VAT_EXEMPTION.replace(/\.$/, "")}).`;
}

/** The notes a registration's payer calls for, on the page and in the acknowledgement. */
export function payerNotes(payer: Funding, certifying: boolean): readonly string[] {
  if (payer === "personnel") return PERSONAL_PAYER_RIGHTS;
  if (payer === "cpf" && certifying) return [CPF_NOTE];
  return [];
}

/** Before sending: a registration holds a seat only once its registrant confirms it by mail. */
export const CONFIRMATION_NOTE = `Après l'envoi, vous recevrez un e-mail « Confirmez votre inscription » : ouvrez son lien dans les ${CONFIRMATION_HOURS} heures. Tant que l'inscription n'est pas confirmée, aucune place n'est réservée.`;

/** What the registrant is told of the colleagues they named, in the mail and on the confirmation page. */
export const colleaguesAskedText =
  "Une fois votre inscription confirmée, chacun des collègues que vous avez inscrits reçoit un e-mail pour confirmer la sienne : sa place n'est réservée qu'une fois qu'il l'a confirmée.";

/**
 * What the form says once a registration is stored: the mail to open and where it went, and
 * what colleagues get.
 */
export function registrationSentText(participants: number, email: string): string {
  const sent = `Plus qu'une étape : confirmez votre inscription grâce au lien que nous venons d'envoyer à ${email}, dans les ${CONFIRMATION_HOURS} heures. Pas d'e-mail ? Regardez dans les indésirables.`;
  return participants === 1
    ? sent
    : `${sent} Vos collègues recevront ensuite chacun un e-mail pour confirmer la leur.`;
}

/**
 * What a confirmation page says once its registration is confirmed: the seats taken and the
 * places on the waiting list (a registrant's, with those of the colleagues who confirmed), and
 * how many colleagues asked have not confirmed yet.
 */
export function registrationOutcomeText(
  { seated, waiting }: RegistrationTally,
  awaiting = 0,
): string {
  const total = seated + waiting;
  const outcome =
    total === 1
      ? seated === 1
        ? "Votre inscription est enregistrée : nous vous confirmons votre place sous 48 heures ouvrées."
        : "Vous êtes sur la liste d'attente : nous vous écrivons dès qu'une place se libère."
      : waiting === 0
        ? `${total} inscriptions enregistrées : nous vous confirmons les places sous 48 heures ouvrées.`
        : seated === 0
          ? `${total} inscriptions sur la liste d'attente : nous vous écrivons dès qu'une place se libère.`
          : `${total} inscriptions enregistrées : ${seated} avec une place, que nous vous confirmons sous 48 heures ouvrées, et ${waiting} sur la liste d'attente.`;
  if (awaiting === 0) return outcome;
  const who =
    awaiting === 1
      ? "Un collègue n'a pas encore confirmé son inscription"
      : `${awaiting} collègues n'ont pas encore confirmé leur inscription`;
  return `${outcome} ${who} depuis l'e-mail reçu : une place n'est réservée qu'une fois confirmée.`;
}

/**
 * Whom a trainee with a disability or a particular need talks to (Qualiopi, indicator 26), in the
 * convocation and on the trainee's page.
 */
export function disabilityReferentText(config: Pick<SiteConfig, "company" | "contact">): string {
  return `Une situation de handicap ou un besoin particulier ? Notre référent handicap, ${config.company.accessibilityOfficer}, adapte l'accueil, les supports et le rythme avec vous : ${config.contact.email}, ${config.contact.phone}.`;
}
