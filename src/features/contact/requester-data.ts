import "server-only";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { sameAddress } from "@/server/same-address";
import { requestsFrom } from "./admin-queries";
import { auditLog } from "@/server/tables";
import { contactRequests, requestNotes } from "./tables";
import { outbox } from "@/server/mail/tables";

/**
 * The GDPR rights the privacy policy promises a requester: access (everything kept about their
 * address, as JSON) and erasure. A requester is known by the address they wrote in a request;
 * case does not matter, as in the retention purge (jobs/purge.ts).
 */
/** The address of request `id`'s sender, or null when there is no such request. */
async function requesterOf(db: Database | Transaction, id: number): Promise<string | null> {
  const [row] = await db
    .select({ email: contactRequests.email })
    .from(contactRequests)
    .where(eq(contactRequests.id, id));
  return row?.email ?? null;
}

/** Everything kept about the sender of request `id`: their requests and the mails sent to them. */
export async function requesterData(db: Database, id: number) {
  const email = await requesterOf(db, id);
  if (!email) return null;
  const requests = await requestsFrom(db, email);
  // Staff's notes about the person are personal data too.
  const notes =
    requests.length === 0
      ? []
      : await db
          .select({
            request_id: requestNotes.request_id,
            author_name: requestNotes.author_name,
            text: requestNotes.text,
            created_at: requestNotes.created_at,
          })
          .from(requestNotes)
          .where(
            inArray(
              requestNotes.request_id,
              requests.map((request) => request.id),
            ),
          );
  const mails = await db
    .select({
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      status: outbox.status,
      created_at: outbox.created_at,
      sent_at: outbox.sent_at,
    })
    .from(outbox)
    .where(sameAddress(outbox.to, email))
    .orderBy(desc(outbox.created_at));
  return { email, requests, notes, mails };
}

export interface Erasure {
  requests: number;
  mails: number;
}

/**
 * Deletes the sender of request `id`'s requests (their notes with them) and the mails to their address, and blanks the
 * journal lines that named them (a status change copies the sender's name). Null when the
 * request does not exist (any more).
 */
export async function eraseRequester(tx: Transaction, id: number): Promise<Erasure | null> {
  const email = await requesterOf(tx, id);
  if (!email) return null;
  const requests = await tx
    .delete(contactRequests)
    .where(sameAddress(contactRequests.email, email))
    .returning({ id: contactRequests.id });
  const mails = await tx
    .delete(outbox)
    .where(sameAddress(outbox.to, email))
    .returning({ id: outbox.id });
  await tx
    .update(auditLog)
    .set({ summary: "Demande effacée à la demande de la personne" })
    // An export's line names no one: it stays, as a trace of the access.
    .where(
      and(
        eq(auditLog.entity, "contact_request"),
        ne(auditLog.action, "export"),
        inArray(
          auditLog.entity_id,
          requests.map((request) => request.id),
        ),
      ),
    );
  return { requests: requests.length, mails: mails.length };
}
