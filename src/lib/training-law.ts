import { addDays } from "./dates";
import { isWorkingDay } from "./french-holidays";

/**
 * What French law fixes in a training provider's agreements, in one place: which document a
 * payer signs, its mandatory mentions, the withdrawal deadline, the advance cap and the amounts
 * computed from them. Templates and pages read these values; none of them is written anywhere
 * else (docs/decisions/068-conventions-and-contracts.md cites each article).
 */

/** Who pays a registration, as the registration form asks it (config/funding.ts). */
type Payer = "entreprise" | "opco" | "cpf" | "personnel";

export const agreementKinds = ["convention", "contract"] as const;

export type AgreementKind = (typeof agreementKinds)[number];

/**
 * A company, or its OPCO, signs a convention (Code du travail, L6353-1 and D6353-1); a person
 * paying for themself signs a contract (L6353-3). A CPF registration is contracted on Mon Compte
 * Formation, under that platform's general conditions: the site issues nothing for it.
 */
export function agreementKindFor(payer: Payer): AgreementKind | null {
  if (payer === "personnel") return "contract";
  if (payer === "cpf") return null;
  return "convention";
}

export const agreementTitles: Record<AgreementKind, string> = {
  convention: "Convention de formation professionnelle",
  contract: "Contrat de formation professionnelle",
};

/** The articles each document is drawn up under, as its preamble cites them. */
export const agreementArticles: Record<AgreementKind, string> = {
  convention: "articles L6353-1, L6353-2 et D6353-1 du Code du travail",
  contract: "articles L6353-3 à L6353-7 du Code du travail",
};

/**
 * The button that accepts a document says that it commits to pay (Code de la consommation,
 * L221-14: an order placed online is void unless its button says so, « commande avec obligation
 * de paiement » or equivalent); the convention's signer commits the company.
 */
export const acceptButtons: Record<AgreementKind, string> = {
  convention: "Signer la convention avec obligation de paiement",
  contract: "Signer le contrat avec obligation de paiement",
};

/**
 * What a contract with an individual lacks of the mentions it must state itself (L6353-4: the
 * programme, 1°, and the trainers' names with their diplomas, titles or references, 4°), in the
 * words of the refusal. A mandatory mention cannot point to another document (Cass. 1re civ.,
 * 18 janvier 2023, n° 21-22.404): no contract is issued while one is missing.
 */
export function contractGaps(terms: {
  trainer: string | null;
  trainerCredentials: string | null;
  programme: boolean;
}): string[] {
  return [
    terms.trainer?.trim() ? null : "le formateur de la session",
    terms.trainerCredentials?.trim() ? null : "les titres et références du formateur",
    terms.programme ? null : "le programme de la formation",
  ].filter((gap): gap is string => gap !== null);
}

/**
 * What a convention lacks of the parties it binds, in the words of the refusal. It is concluded
 * between the provider and the buyer of the training (L6353-2), a company: a contract binds
 * only parties it identifies, and one who signs for a company binds it only within their powers
 * (Code civil, articles 1128 and 1153), so the convention names the company by its legal name,
 * SIRET and address, and the person who accepts it, their position and their address, which is
 * where it is sent. None is issued while one is missing.
 */
export function conventionGaps(company: {
  legalName: string | null;
  siret: string | null;
  address: string | null;
  signatoryName: string | null;
  signatoryPosition: string | null;
  signatoryEmail: string | null;
}): string[] {
  return [
    company.legalName?.trim() ? null : "la raison sociale de l'entreprise",
    company.siret ? null : "son SIRET",
    company.address?.trim() ? null : "son adresse",
    company.signatoryName?.trim() && company.signatoryPosition?.trim() && company.signatoryEmail
      ? null
      : "le nom, la fonction et l'adresse e-mail de son signataire",
  ].filter((gap): gap is string => gap !== null);
}

/**
 * The headings of a document, one per mention the law requires: D6353-1 (1° and 2°) for a
 * convention, L6353-4 (1° to 5°) for a contract, then the rights of L6353-5 to L6353-7.
 */
export const agreementMentions: Record<AgreementKind, readonly string[]> = {
  convention: [
    "Intitulé, objectif et contenu de l'action",
    "Moyens prévus",
    "Durée et période de réalisation",
    "Modalités de déroulement, de suivi et de sanction",
    "Prix et modalités de règlement",
  ],
  contract: [
    "Nature, durée, programme et objet de l'action ; effectifs",
    "Niveau de connaissances préalables requis",
    "Conditions de déroulement, moyens pédagogiques et contrôle des connaissances",
    "Diplômes, titres ou références des formateurs",
    "Prix et modalités de paiement",
    "Cessation anticipée, abandon et force majeure",
    "Délai de rétractation",
  ],
};

/** L6353-5 of the Code du travail: days a person who signed a training contract has to withdraw. */
export const LABOUR_WITHDRAWAL_DAYS = 10;

/**
 * L221-18 of the Code de la consommation: a contract a consumer concludes at a distance (online,
 * as every contract here is accepted) may be withdrawn from for 14 days. The longer of the two
 * periods is the one the contract gives, and the one nothing may be paid before.
 */
export const WITHDRAWAL_DAYS = Math.max(LABOUR_WITHDRAWAL_DAYS, 14);

/** L6353-6: the most a person may pay, once the withdrawal deadline has passed, in percent of the price. */
export const ADVANCE_MAX_PERCENT = 30;

/**
 * The last day to withdraw from a contract accepted on `signedDay` (a Paris day): the day of
 * acceptance does not count, and a deadline ending on a Saturday, Sunday or public holiday runs
 * to the next working day (Code de la consommation, L221-19; Code de procédure civile, 641 and 642).
 */
export function withdrawalDeadline(signedDay: string): string {
  let day = addDays(signedDay, WITHDRAWAL_DAYS);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The registration is final, and a first payment may be asked, the day after the deadline. */
export function definitiveFrom(signedDay: string): string {
  return addDays(withdrawalDeadline(signedDay), 1);
}

/** A price in cents: excluding tax, the tax, and what the payer pays. */
export interface PriceBreakdown {
  noTax: number;
  vat: number;
  total: number;
  /** In percent; 0 for a provider exempt from VAT. */
  vatRate: number;
}

/** The mention a provider exempt from VAT on training must print instead of the tax. */
export const VAT_EXEMPTION = "Exonération de TVA, article 261-4-4° a du Code général des impôts.";

/** The price of one place, from its price excluding tax ('1490.00') and the VAT rate in percent. */
export function priceBreakdown(priceNoTax: string, vatRate: number): PriceBreakdown {
  const noTax = Math.round(Number(priceNoTax) * 100);
  const vat = Math.round((noTax * vatRate) / 100);
  return { noTax, vat, total: noTax + vat, vatRate };
}

/** One payment a contract schedules: from which day it may be asked, and how much (cents). */
export interface Payment {
  due: string;
  amount: number;
}

/** The balance in equal parts at the end of each day taught, the last taking the rounding. */
export function balanceByDay(balance: number, daysTaught: readonly string[]): Payment[] {
  const part = Math.floor(balance / daysTaught.length);
  return daysTaught.map((day, index) => ({
    due: day,
    amount: index === daysTaught.length - 1 ? balance - part * (daysTaught.length - 1) : part,
  }));
}

/**
 * What a person paying for themself pays, and when (L6353-6): nothing before the withdrawal
 * deadline; the day after, at most 30 % of the price; the balance by day taught, none asked
 * before the first payment's day.
 */
export function contractPayments(
  total: number,
  { signedDay, daysTaught }: { signedDay: string; daysTaught: readonly string[] },
): { advance: Payment; balance: Payment[] } {
  const first = definitiveFrom(signedDay);
  const advance = { due: first, amount: advanceOf(total) };
  const balance: Payment[] = [];
  for (const { due, amount } of balanceByDay(
    total - advance.amount,
    daysTaught.length > 0 ? daysTaught : [first],
  )) {
    const payable = due < first ? first : due;
    const previous = balance.at(-1);
    // Days taught before the first payment's day are paid together on that day.
    if (previous?.due === payable) previous.amount += amount;
    else balance.push({ due: payable, amount });
  }
  return { advance, balance };
}

/** The most a first payment may be, in cents, rounded down (L6353-6). */
export function advanceOf(total: number): number {
  return Math.floor((total * ADVANCE_MAX_PERCENT) / 100);
}

/**
 * A person who cannot follow the course for a duly recognised force majeure may end the
 * contract and owes only what was taught, pro rata (L6353-7).
 */
export const FORCE_MAJEURE_RULE =
  "Si, par suite de force majeure dûment reconnue, le stagiaire est empêché de suivre la formation, il peut rompre le contrat : seules les prestations effectivement dispensées sont alors dues, au prorata temporis de leur valeur prévue au contrat (article L6353-7 du Code du travail).";

/**
 * How the withdrawal is made and what it costs (L6353-5; Code de la consommation, L221-18 to
 * L221-25), as the contract states it.
 */
export const WITHDRAWAL_RULES = [
  `Le stagiaire peut se rétracter sans frais ni motif dans un délai de ${WITHDRAWAL_DAYS} jours à compter de l'acceptation du contrat : ce délai du contrat conclu à distance (articles L221-18 et suivants du Code de la consommation) comprend celui de ${LABOUR_WITHDRAWAL_DAYS} jours de l'article L6353-5 du Code du travail.`,
  "Il se rétracte par toute déclaration dénuée d'ambiguïté : en annulant son inscription sur sa page « Mon inscription », par courrier électronique, par lettre recommandée avec avis de réception, ou au moyen du formulaire ci-dessous.",
  "Les sommes éventuellement versées sont remboursées au plus tard 14 jours après la rétractation (article L221-24 du Code de la consommation).",
  "Si, à sa demande expresse, la formation commence avant la fin de ce délai, le stagiaire qui se rétracte ensuite paie les seules journées déjà suivies (article L221-25).",
] as const;

/** The express request L221-25 asks of a trainee whose course starts within the withdrawal period. */
export const EARLY_START_REQUEST =
  "Je demande que la formation commence avant la fin de mon délai de rétractation ; si je me rétracte après son début, je paierai les journées déjà suivies (article L221-25 du Code de la consommation).";

/** The model withdrawal form a distance contract carries (Code de la consommation, annex to R221-1). */
export function withdrawalForm(provider: {
  legalName: string;
  address: string;
  email: string;
}): string {
  return `Formulaire de rétractation (à compléter et renvoyer uniquement si vous souhaitez vous rétracter du contrat) : à l'attention de ${provider.legalName}, ${provider.address}, ${provider.email}. Je vous notifie par la présente ma rétractation du contrat de formation portant sur la formation ci-dessus. Accepté le : … Nom du stagiaire : … Adresse : … Date et signature (en cas de notification sur papier) : …`;
}

/** What an online acceptance is, in law: neither more nor less (Code civil, article 1367). */
export const SIMPLE_SIGNATURE =
  "Signature électronique simple au sens de l'article 1367 du Code civil et de l'article 25 du règlement (UE) n° 910/2014 (eIDAS) : acceptation en ligne depuis un lien personnel envoyé à l'adresse du signataire.";

/**
 * What a trainee receives once a session ends, from its attendance: the certificat de
 * réalisation that funders pay on (R6332-26, on the ministry's model) and the attestation de fin
 * de formation the provider owes every trainee (L6353-1, third paragraph).
 */
export const certificateKinds = ["realisation", "attestation"] as const;

export type CertificateKind = (typeof certificateKinds)[number];

export const certificateTitles: Record<CertificateKind, string> = {
  realisation: "Certificat de réalisation",
  attestation: "Attestation de fin de formation",
};

/**
 * The nature of an action, as the certificate's model names them (L6313-1): a provider's
 * formations here are 'actions de formation'.
 */
export const actionNatures = [
  "Action de formation",
  "Bilan de compétences",
  "Action de VAE",
  "Action de formation par apprentissage",
] as const;

/** How long the provider keeps the proof behind a certificat de réalisation, as the model says. */
const CERTIFICATE_KEEPING_YEARS = 3;

/** The commitment the ministry's model of the certificat de réalisation prints above its signature. */
export const CERTIFICATE_KEEPING = `Sans préjudice des délais imposés par les règles fiscales, comptables ou commerciales, je m'engage à conserver l'ensemble des pièces justificatives qui ont permis d'établir le présent certificat pour une durée de ${CERTIFICATE_KEEPING_YEARS} ans à compter de la fin de l'année du dernier paiement. En cas de cofinancement des fonds européens la durée de conservation est étendue conformément aux obligations conventionnelles spécifiques.`;

/** The model's note on the duration of a distance-learning action (the « (1) » after it). */
export const CERTIFICATE_DISTANCE_NOTE =
  "(1) Pour une action de formation à distance, la durée tient compte de la réalisation des activités pédagogiques et du temps estimé pour les réaliser.";

/** Where the model has the provider's responsible person stamp and sign. */
export const CERTIFICATE_SIGNATURE_CAPTION =
  "Cachet et signature du responsable du dispensateur de formation";

/** The attestation's legal ground and what it must state (L6353-1, third paragraph). */
export const ATTESTATION_BASIS =
  "Attestation délivrée en application de l'article L6353-1 du Code du travail : elle mentionne les objectifs, la nature et la durée de l'action et les résultats de l'évaluation des acquis de la formation.";
