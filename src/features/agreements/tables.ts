import {
  pgTable,
  serial,
  integer,
  text,
  jsonb,
  timestamp,
  check,
  uniqueIndex,
  index,
} from "drizzle-orm/pg-core";
import { registrations } from "@/features/registrations/tables";
import { agreementKinds } from "@/lib/training-law";
import { bytes, createdAt } from "@/db/columns";
import { sql } from "drizzle-orm";

/**
 * A convention or contract (docs/decisions/068-conventions-and-contracts.md): the file as issued,
 * kept so that the PDF its signer reads and accepts is the one staff sent, and the evidence of
 * its online acceptance. A contract is one trainee's; a convention binds a company for those of
 * its trainees at a session it lists (docs/decisions/080): the places it covers point to it
 * (`agreement_places`). A change of terms before acceptance, or of session, supersedes
 * it; the superseded row stays as the record of what was issued or signed.
 */
export const registrationAgreements = pgTable(
  "registration_agreements",
  {
    id: serial("id").primaryKey(),
    // The place it was issued from, which gives its number: the trainee's for a contract, the
    // first of those a convention lists. The purge of the session's places takes it with them.
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: agreementKinds }).notNull(),
    // 'CONT-2026-00042', then '-2', '-3' for the documents that replace it.
    number: text("number").notNull(),
    // Everything the document prints (features/agreements/content.ts), for its evidence page.
    content: jsonb("content").$type<unknown>().notNull(),
    issued_at: timestamp("issued_at", { withTimezone: true }).notNull(),
    // The file as issued: what the mail joins, the page offers and the signer accepts, byte for byte.
    issued_pdf: bytes("issued_pdf").notNull(),
    issued_sha256: text("issued_sha256").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    // Who accepted it, as they typed their name and, for a company, their position.
    signer_name: text("signer_name"),
    signer_position: text("signer_position"),
    signer_address: text("signer_address"),
    signer_user_agent: text("signer_user_agent"),
    // The document followed by its evidence page, as staff and the trainee download it once accepted.
    accepted_pdf: bytes("accepted_pdf"),
    superseded_at: timestamp("superseded_at", { withTimezone: true }),
  },
  (table) => [
    check("registration_agreements_kind", sql`${table.kind} IN ('convention', 'contract')`),
    check(
      "registration_agreements_acceptance",
      sql`(${table.accepted_at} IS NULL) = (${table.accepted_pdf} IS NULL) AND (${table.accepted_at} IS NULL) = (${table.signer_name} IS NULL)`,
    ),
    uniqueIndex("registration_agreements_number_key").on(table.number),
    // What the purge of a registration deletes with it, and the count that numbers the next one.
    index("registration_agreements_registration_idx").on(table.registration_id),
  ],
);

/**
 * The document in force for a place: a contract covers its trainee's place, a convention the places
 * of its company's trainees it lists (docs/decisions/080). No row until one is issued, nor once it
 * no longer describes the place. Kept beside the documents rather than as a column of the
 * registration, so that the registrations' table names nothing of the agreements above them.
 */
export const agreementPlaces = pgTable(
  "agreement_places",
  {
    registration_id: integer("registration_id")
      .primaryKey()
      .references(() => registrations.id, { onDelete: "cascade" }),
    agreement_id: integer("agreement_id")
      .notNull()
      .references(() => registrationAgreements.id, { onDelete: "cascade" }),
  },
  (table) => [index("agreement_places_agreement_idx").on(table.agreement_id)],
);

/**
 * A link mailed to the person who accepts a convention in the company's name, when they are not
 * the trainee: it opens that registration's convention, to read and accept, and nothing else. It
 * opens while the registration still names that signatory at that address (the token is stored
 * hashed; the outbox forgets it once the mail is sent).
 */
export const signatoryLinks = pgTable(
  "signatory_links",
  {
    token_hash: text("token_hash").primaryKey(),
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    created_at: createdAt(),
  },
  (table) => [index("signatory_links_registration_idx").on(table.registration_id)],
);

/**
 * The provider's stamp and signature (« cachet et signature »), as its documents print them under
 * the legal representative's name: a PNG with its transparency. The last one sent is in force; a
 * replaced one stays, with the time it stopped being used.
 */
export const providerStamps = pgTable(
  "provider_stamps",
  {
    id: serial("id").primaryKey(),
    png: bytes("png").notNull(),
    sha256: text("sha256").notNull(),
    uploaded_at: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    superseded_at: timestamp("superseded_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("provider_stamps_current_key")
      .on(sql`(true)`)
      .where(sql`${table.superseded_at} IS NULL`),
  ],
);
