import "server-only";
import { and, eq, inArray, isNotNull, notExists } from "drizzle-orm";
import type { Funding } from "@/config/funding";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import {
  certificationInfo,
  prerequisitesText,
  programmeChapters,
  type ProgrammeChapter,
} from "@/features/formations/public";
import { legalTextsInForce, type LegalTextVersion } from "@/features/legal/public";
import { parisDay } from "@/lib/dates";
import { byLastName } from "@/lib/person-name";
import { listText, ofName, oneLine } from "@/lib/text";
import {
  agreementKindFor,
  conventionGaps,
  priceBreakdown,
  type AgreementKind,
  type PriceBreakdown,
} from "@/lib/training-law";
import {
  type ScheduledDay,
  sessionDays,
  sessionSlots,
  slotMinutes,
  sessionTermsColumns,
  whereText,
} from "@/features/sessions/public";
import { companyPartyColumns, sameCompanyName, signedAt } from "./convention-party";
import { readStamp } from "./provider-stamp";
import { seatHoldingStatuses, registrationPrice } from "@/features/registrations/public";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { agreementPlaces, registrationAgreements } from "./tables";

/**
 * Everything a convention or a contract prints, read once when it is issued and kept with it:
 * the document a trainee accepts is the one sent, whatever staff edit afterwards.
 */
export interface AgreementContent {
  kind: AgreementKind;
  /** 'CONV-2026-00042': the registration's number under the document's kind and year, then '-2'… */
  number: string;
  issuedOn: string;
  provider: {
    legalName: string;
    address: string;
    siren: string;
    declaration: string;
    declarationRegion: string;
    email: string;
    phone: string;
    website: string;
    /** Who signs for the provider; absent from the documents issued before it was printed. */
    representative?: string;
    /** The SHA-256 of the stamp printed under that name (provider-stamp.ts), if staff sent one. */
    stamp?: string | null;
  };
  mediator: { name: string; url: string };
  /** A contract's trainee, and the one trainee of a convention issued before they were listed. */
  trainee?: { name: string; email: string };
  /**
   * The company's trainees at the session a convention covers, each with the price of their
   * place (cents, excluding tax); `price` is then their total (docs/decisions/080).
   */
  trainees?: { name: string; email: string; priceNoTax: number }[];
  company: string | null;
  /**
   * The company a convention binds, beyond its name, and who accepts the convention in its name;
   * absent from a contract and from the conventions issued before they were asked.
   */
  companyParty?: {
    siret: string;
    address: string;
    signatory: { name: string; position: string; email: string };
  };
  payer: Funding;
  formation: {
    title: string;
    slug: string;
    duration: string;
    /**
     * The session's hours, from its half-days as the attendance and the certificate count them
     * (never from the formation's free-text duration, which may differ: docs/decisions/078).
     */
    hours: number;
    objectives: string[];
    prerequisites: string;
    programme: ProgrammeChapter[] | null;
    methods: string[];
    assessment: string[];
    /** The certification's lines when the formation leads to one. */
    certification: string[] | null;
  };
  session: {
    start_date: string;
    end_date: string;
    daily_hours: string | null;
    // Only for a session taught on days of its own: so the terms of the documents issued before
    // schedules existed read the same (agreements.ts, sameTerms).
    schedule?: readonly ScheduledDay[] | null;
    where: string;
    remote: boolean;
    trainer: string | null;
    trainerCredentials: string | null;
    capacity: number;
    daysTaught: string[];
  };
  price: PriceBreakdown;
  /**
   * The terms of sale and règlement intérieur in force when it was issued, annexed word for
   * word; absent from the documents issued before annexes existed.
   */
  annexes?: LegalTextVersion[];
}

/**
 * Why a document cannot be issued, in French for staff; `awaitsCompany` when only the company's
 * details are missing, which need not hold back the confirmation of a place.
 */
export interface AgreementRefusal {
  refused: string;
  awaitsCompany?: true;
}

/** The provider as every document names it, from the site's configuration. */
export function agreementProvider(config: SiteConfig): AgreementContent["provider"] {
  const { postalAddress: postal, company, contact } = config;
  return {
    legalName: company.legalName,
    address: `${postal.street}, ${postal.postalCode} ${postal.city}`,
    siren: company.siren,
    declaration: company.trainingDeclaration,
    declarationRegion: company.trainingDeclarationRegion,
    email: contact.email,
    phone: contact.phone,
    website: config.baseUrl,
  };
}

const prefixes: Record<AgreementKind, string> = { convention: "CONV", contract: "CONT" };

/** The trainees a document names: a contract's one, a convention's list. */
export const traineesNamed = (content: AgreementContent): { name: string; email: string }[] =>
  content.trainees ?? (content.trainee ? [content.trainee] : []);

/**
 * The person who accepts a document when it is not `reader` (an e-mail address): the company's
 * signatory a convention names. Null when the reader accepts it: a contract's trainee, the
 * signatory, or the trainee of a convention issued before conventions named their signatory.
 * Read from the document, not from the places, whose details change (a hand-over clears them).
 */
export function otherSigner(
  content: AgreementContent,
  reader: string,
): { name: string; position: string; email: string } | null {
  const signatory = content.companyParty?.signatory;
  return signatory && signatory.email.toLowerCase() !== reader.toLowerCase() ? signatory : null;
}

/** A document's content, and the places it covers. */
export interface AgreementDraft {
  content: AgreementContent;
  covers: number[];
}

/**
 * The places a convention issued from the place `own` covers: those of the session that the
 * same company pays for in the same way, under the same signatory, that hold a place (a
 * cancelled one drops off, even `own`) and are not already covered by a convention their
 * company accepted (a colleague who joins after the signature gets a convention of their own).
 * Ordered as the sheet lists them (byLastName).
 */
async function companyPlaces(
  tx: Transaction,
  own: {
    session_id: number;
    payer: (typeof registrations.$inferSelect)["payer"];
    company: string;
    siret: string;
    signatory: string;
  },
) {
  const coveredByAccepted = tx
    .select({ id: agreementPlaces.agreement_id })
    .from(agreementPlaces)
    .innerJoin(registrationAgreements, eq(registrationAgreements.id, agreementPlaces.agreement_id))
    .where(
      and(
        eq(agreementPlaces.registration_id, registrations.id),
        isNotNull(registrationAgreements.accepted_at),
      ),
    );
  const places = await tx
    .select({
      id: registrations.id,
      trainee_name: registrations.trainee_name,
      last_name: registrations.last_name,
      first_name: registrations.first_name,
      email: registrations.email,
      price: registrationPrice,
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(
      and(
        eq(registrations.session_id, own.session_id),
        eq(registrations.payer, own.payer),
        sameCompanyName(own.company),
        eq(registrations.company_siret, own.siret),
        signedAt(own.signatory),
        inArray(registrations.status, [...seatHoldingStatuses]),
        notExists(coveredByAccepted),
      ),
    )
    .orderBy(registrations.id);
  return places.sort(byLastName);
}

/**
 * The content of the place's `version`-th document and the places it covers, or null when its
 * payer needs none (CPF), or what a convention lacks of the company it binds (conventionGaps).
 * What a registrant typed (the company, the names) is kept to one line.
 */
export async function readAgreementContent(
  tx: Transaction,
  config: SiteConfig,
  registrationId: number,
  { now, version }: { now: Date; version: number },
): Promise<AgreementDraft | null | AgreementRefusal> {
  const [row] = await tx
    .select({
      session_id: registrations.session_id,
      trainee_name: registrations.trainee_name,
      email: registrations.email,
      company: registrations.company,
      party: companyPartyColumns,
      payer: registrations.payer,
      price: registrationPrice,
      session: {
        ...sessionTermsColumns,
        trainer_credentials: trainingSessions.trainer_credentials,
        capacity: trainingSessions.capacity,
      },
      formation: {
        title: formations.title,
        slug: formations.slug,
        duration: formations.duration,
        objectives: formations.objectives,
        prerequisites: formations.prerequisites,
        training_program: formations.training_program,
        programme_order: formations.programme_order,
        methods_used: formations.methods_used,
        assessment_methods: formations.assessment_methods,
        certification: formations.certification,
        certification_name: formations.certification_name,
        certification_code: formations.certification_code,
        certifier: formations.certifier,
        certification_registered_on: formations.certification_registered_on,
      },
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(locations, eq(locations.id, trainingSessions.location_id))
    .where(eq(registrations.id, registrationId));
  if (!row) return null;
  const kind = agreementKindFor(row.payer);
  if (!kind) return null;
  const issuedOn = parisDay(now);
  const { formation, session, party } = row;
  if (kind === "convention") {
    const gaps = conventionGaps({ legalName: row.company, ...party });
    if (gaps.length > 0)
      return {
        refused: `La convention ${ofName(oneLine(row.trainee_name))} ne peut pas être établie : indiquez ${listText(gaps)} (« Entreprise signataire » sous son inscription).`,
        awaitsCompany: true,
      };
  }
  const places =
    kind === "convention"
      ? await companyPlaces(tx, {
          session_id: row.session_id,
          payer: row.payer,
          company: row.company!,
          siret: party.siret!,
          signatory: party.signatoryEmail!,
        })
      : [
          {
            id: registrationId,
            trainee_name: row.trainee_name,
            email: row.email,
            price: row.price,
          },
        ];
  // A convention whose company's places were all cancelled has nothing left to bind.
  if (places.length === 0) return null;
  const cents = (price: string) => Math.round(Number(price) * 100);
  const total = places.reduce((sum, place) => sum + cents(place.price), 0);
  const content: AgreementContent = {
    kind,
    number: `${prefixes[kind]}-${issuedOn.slice(0, 4)}-${String(registrationId).padStart(5, "0")}${version > 1 ? `-${version}` : ""}`,
    issuedOn,
    provider: {
      ...agreementProvider(config),
      representative: config.company.legalRepresentative,
      stamp: (await readStamp(tx))?.sha256 ?? null,
    },
    mediator: config.agreements.consumerMediator,
    ...(kind === "convention"
      ? {
          trainees: places.map((place) => ({
            name: oneLine(place.trainee_name),
            email: place.email,
            priceNoTax: cents(place.price),
          })),
        }
      : { trainee: { name: oneLine(row.trainee_name), email: row.email } }),
    company: row.company && oneLine(row.company),
    ...(kind === "convention" && {
      companyParty: {
        siret: party.siret!,
        address: oneLine(party.address!),
        signatory: {
          name: oneLine(party.signatoryName!),
          position: oneLine(party.signatoryPosition!),
          email: party.signatoryEmail!,
        },
      },
    }),
    payer: row.payer,
    formation: {
      title: formation.title,
      slug: formation.slug,
      duration: formation.duration,
      hours: sessionSlots(session).reduce((total, slot) => total + slotMinutes(slot), 0) / 60,
      objectives: formation.objectives ?? [],
      prerequisites: prerequisitesText(formation.prerequisites),
      programme: programmeChapters(formation.training_program, formation.programme_order),
      methods: formation.methods_used ?? [],
      assessment: formation.assessment_methods ?? [],
      certification: certificationInfo(formation)?.lines ?? null,
    },
    session: {
      start_date: session.start_date,
      end_date: session.end_date,
      daily_hours: session.daily_hours,
      ...(session.schedule && { schedule: session.schedule }),
      where: whereText(session),
      remote: session.place === "remote",
      trainer: session.trainer,
      trainerCredentials: session.trainer_credentials,
      capacity: session.capacity,
      daysTaught: sessionDays(session),
    },
    price: priceBreakdown((total / 100).toFixed(2), config.agreements.vatRate),
    annexes: await legalTextsInForce(config),
  };
  return { content, covers: places.map((place) => place.id) };
}
