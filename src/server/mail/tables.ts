/* ---------- E-mail outbox ---------- */

import {
  pgTable,
  bigserial,
  text,
  jsonb,
  integer,
  timestamp,
  check,
  index,
} from "drizzle-orm/pg-core";
import type { MailAttachment } from "@/lib/mail-attachment";
import { createdAt } from "@/db/columns";
import { sql } from "drizzle-orm";

export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;

/**
 * Every e-mail is inserted here in the transaction of the data it is about, then delivered by
 * the outbox worker; in development the rows are the mailbox.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    // The files it carries (a convocation's calendar entry); none for most mails.
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    last_error: text("last_error"),
    created_at: createdAt(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("outbox_status", sql`${table.status} IN ('pending', 'sending', 'sent', 'failed')`),
    index("outbox_due_idx").on(table.status, table.next_attempt_at),
    // The mails to a prospect whose requests are purged.
    index("outbox_to_idx").on(sql`lower(${table.to})`),
  ],
);
