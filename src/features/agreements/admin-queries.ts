import "server-only";
import { type Database } from "@/db/client";
import { and, eq } from "drizzle-orm";
import { agreementDownload } from "./documents";
import { registrations } from "@/features/registrations/tables";

/** A registration's convention or contract to download, if the registration is the session's and has one. */
export async function registrationAgreementFile(
  db: Database,
  sessionId: number,
  registrationId: number,
) {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.id, registrationId), eq(registrations.session_id, sessionId)));
    return own ? agreementDownload(tx, own.id) : null;
  });
}
