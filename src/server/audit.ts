import "server-only";
import type { Database } from "@/db/client";
import type { UserProfile } from "./auth/current-user";
import { auditLog } from "./tables";

export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "status"
  | "assign"
  | "note"
  | "spam"
  | "invite"
  | "reset"
  | "magic"
  | "photo"
  | "export"
  | "erase";
export type AuditEntity =
  | "blog_post"
  | "location"
  | "event"
  | "formation"
  | "user"
  | "contact_request"
  | "session"
  | "registration"
  | "survey_answer"
  | "stakeholder_answer"
  | "complaint"
  | "improvement_action"
  | "disability_partner"
  | "funder_contact"
  | "stamp"
  | "invoice"
  | "trainer"
  | "bpf";

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  /** What a person reads in the journal: the article's title, the member's name... */
  summary: string;
  /**
   * Kept past the journal's 12 months for as long as the registration it is about: the only
   * record of an attendance correction's reason (jobs/purge.ts).
   */
  evidence?: boolean;
}

/** Writes one journal line for an administrator's mutation, in the caller's transaction. */
export async function recordAudit(
  db: Pick<Database, "insert">,
  actor: UserProfile,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: actor.id,
    actor_name: `${actor.name} ${actor.last_name}`,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    summary: entry.summary.slice(0, 300),
    evidence: entry.evidence ?? false,
  });
}
