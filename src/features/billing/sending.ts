import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import { outerColumn } from "@/db/outer-column";
import { addDays, parisDay } from "@/lib/dates";
import { funderKindOf } from "@/lib/bpf";
import { pdfAttachment, type MailAttachment } from "@/lib/mail-attachment";
import { formalName } from "@/lib/person-name";
import { enqueueMails } from "@/server/mail/outbox";
import { certificateFile } from "@/features/certificates/public";
import { attendanceCertificates } from "@/features/certificates/tables";
import { attendanceVersions } from "@/features/attendance/tables";
import { registrations } from "@/features/registrations/tables";
import type { InvoiceContent } from "./invoice-content";
import { invoiceMail } from "./mails";
import { creditedOf, paidOf } from "./invoice-state";
import { invoiceFileName } from "./pdf";
import { billedFinancing, invoiceMails, invoices } from "./tables";

/**
 * What a funder pays on, joined to its invoice: the certificat de réalisation in force of each
 * place it bills, and the session's attendance sheet as frozen when they were issued.
 */
async function supportingFiles(
  tx: Transaction,
  invoice: { id: number; sessionId: number | null },
): Promise<MailAttachment[]> {
  const certificates = await tx
    .select({
      pdf: attendanceCertificates.pdf,
      trainee_name: registrations.trainee_name,
      last_name: registrations.last_name,
      first_name: registrations.first_name,
    })
    .from(billedFinancing)
    .innerJoin(registrations, eq(registrations.id, billedFinancing.registration_id))
    .innerJoin(
      attendanceCertificates,
      and(
        eq(attendanceCertificates.registration_id, registrations.id),
        eq(attendanceCertificates.kind, "realisation"),
        isNull(attendanceCertificates.superseded_at),
      ),
    )
    .where(eq(billedFinancing.invoice_id, invoice.id))
    .orderBy(registrations.last_name, registrations.first_name);
  const [sheet] = invoice.sessionId
    ? await tx
        .select({ number: attendanceVersions.number, pdf: attendanceVersions.sheet_pdf })
        .from(attendanceVersions)
        .where(eq(attendanceVersions.session_id, invoice.sessionId))
        .orderBy(desc(attendanceVersions.number))
        .limit(1)
    : [];
  return [
    ...certificates.map((row) => certificateFile("realisation", formalName(row), row.pdf)),
    ...(sheet
      ? [
          pdfAttachment(
            `feuille-emargement-session-${invoice.sessionId}-v${sheet.number}.pdf`,
            sheet.pdf,
          ),
        ]
      : []),
  ];
}

/** The invoice's mail: its file, and for a funder what it pays on. */
async function mailOf(
  tx: Transaction,
  config: SiteConfig,
  invoice: { id: number; sessionId: number | null; content: InvoiceContent; pdf: Buffer },
  reminder: { due: number } | null,
) {
  const kind = funderKindOf(invoice.content.buyer.bpfLine);
  // An invoice made by hand bills no place: it has nothing to join, and its mail says nothing of it.
  const supporting =
    invoice.content.kind !== "credit_note" && (kind === "opco" || kind === "public")
      ? await supportingFiles(tx, invoice)
      : [];
  return invoiceMail(config, invoice.content, {
    files: [pdfAttachment(invoiceFileName(invoice.content), invoice.pdf), ...supporting],
    supporting: supporting.length > 0,
    reminder,
  });
}

/** « Envoyer »: the invoice to its payer's billing address, recorded as sent. */
export async function sendInvoice(
  tx: Transaction,
  config: SiteConfig,
  { invoiceId, now }: { invoiceId: number; now: Date },
): Promise<{ ok: true; to: string } | { ok: false; error: string }> {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      sessionId: invoices.session_id,
      content: invoices.content,
      pdf: invoices.pdf,
      email: invoices.buyer_email,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return { ok: false, error: "Cette facture n'existe pas." };
  if (!invoice.email)
    return {
      ok: false,
      error:
        "Cette facture ne porte pas d'adresse de facturation : téléchargez-la et envoyez-la au payeur.",
    };
  const content = invoice.content as InvoiceContent;
  await enqueueMails(tx, [await mailOf(tx, config, { ...invoice, content }, null)]);
  await tx
    .insert(invoiceMails)
    .values({ invoice_id: invoiceId, overdue_days: 0, recipient: invoice.email, sent_at: now });
  return { ok: true, to: invoice.email };
}

const paid = paidOf();

/**
 * The reminders due today: for each day of lateness the provider chose, each invoice sent,
 * neither cancelled nor paid, that many days past its due date and not yet reminded for it or a
 * later day (after a server's downtime, only the latest reminder goes out). The row of
 * `invoice_mails` is taken before the mail is queued, so a reminder goes out once.
 */
export async function remindOverdueInvoices(
  db: Database,
  config: SiteConfig,
  now: Date,
): Promise<number> {
  const today = parisDay(now);
  let reminded = 0;
  for (const days of [...config.billing.reminderDays].reverse()) {
    const overdue = await db
      .select({
        id: invoices.id,
        sessionId: invoices.session_id,
        content: invoices.content,
        pdf: invoices.pdf,
        email: invoices.buyer_email,
        left: sql<number>`${invoices.total} - ${invoices.prepaid} - ${paid}`,
      })
      .from(invoices)
      .where(
        and(
          sql`${invoices.kind} <> 'credit_note'`,
          sql`${invoices.due_date} <= ${addDays(today, -days)}`,
          sql`${invoices.total} - ${invoices.prepaid} - ${paid} > 0`,
          sql`NOT ${creditedOf()}`,
          sql`EXISTS (SELECT 1 FROM ${invoiceMails} WHERE ${invoiceMails.invoice_id} = ${outerColumn(invoices.id)} AND ${invoiceMails.overdue_days} = 0)`,
          sql`NOT EXISTS (SELECT 1 FROM ${invoiceMails} WHERE ${invoiceMails.invoice_id} = ${outerColumn(invoices.id)} AND ${invoiceMails.overdue_days} >= ${days})`,
        ),
      );
    for (const invoice of overdue) {
      if (!invoice.email) continue;
      await db.transaction(async (tx) => {
        const [taken] = await tx
          .insert(invoiceMails)
          .values({
            invoice_id: invoice.id,
            overdue_days: days,
            recipient: invoice.email!,
            sent_at: now,
          })
          .onConflictDoNothing()
          .returning({ id: invoiceMails.id });
        if (!taken) return;
        const content = invoice.content as InvoiceContent;
        await enqueueMails(tx, [
          await mailOf(tx, config, { ...invoice, content }, { due: invoice.left }),
        ]);
        reminded += 1;
      });
    }
  }
  return reminded;
}
