import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { readSiteConfig } from "@/config/site";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { attendanceCertificates } from "@/features/certificates/tables";
import { attendanceVersions } from "@/features/attendance/tables";
import { outbox } from "@/server/mail/tables";
import { remindOverdueInvoices } from "@/features/billing/public";
import { sendInvoice } from "@/features/billing/sending";
import { facturXZip, salesJournalCsv } from "@/features/billing/exports";
import { unzipSync } from "fflate";
import { financingLines, invoiceLines, invoicePayments, invoices } from "@/features/billing/tables";
import { invoiceSession } from "@/features/billing/session-invoices";
import { creditInvoice, recordPayment } from "@/features/billing/ledger";
import { setFinancing, type FinancingInput } from "@/features/billing/financing";
import { issueInvoice } from "@/features/billing/issue";
import { issueManualInvoice } from "@/features/billing/manual-invoice";
import { manualInvoiceSchema } from "@/features/billing/schema";
import { issueAdvance } from "@/features/billing/advances";
import { agreementPlaces, registrationAgreements } from "@/features/agreements/tables";
import { invoiceSeller, type InvoiceDraft } from "@/features/billing/invoice-content";
import { migrateDatabase } from "@/db/client";
import { databaseError, databaseTargets, openMigrated, queryRows } from "../support/databases";
import { createScratchDatabase } from "../support/postgres";
import { giveEachTableItsIdRange } from "../support/id-ranges";
import { embeddedFile, facturXSchemaErrors, invoicePdfText } from "../support/factur-x";

/** A provider exempt from VAT on training, as most are (261-4-4° a du CGI). */
const config = readSiteConfig({ TRAINING_VAT_RATE: "0" });
const now = new Date("2026-11-27T10:00:00Z");
const by = "Inès Garcia";

const OPCO: FinancingInput = {
  bpfLine: "C-2h",
  payerName: "OPCO Atlas",
  payerSiret: "85170443200018",
  payerAddress: "25 quai Panhard et Levassor, 75013 Paris",
  payerVatNumber: null,
  billingEmail: "factures@opco-atlas.example",
  agreedAmount: 100_000,
  fileNumber: "AT-2026-11873",
  serviceCode: null,
  commitmentNumber: null,
};
const ACME: FinancingInput = {
  bpfLine: "C-1",
  payerName: "Acme Industrie SAS",
  payerSiret: "55210055400013",
  payerAddress: "4 rue de la Gare, 69002 Lyon",
  payerVatNumber: "FR40552100554",
  billingEmail: "compta@acme.example",
  agreedAmount: null,
  fileNumber: null,
  serviceCode: null,
  commitmentNumber: null,
};

let sessionsMade = 0;

/** A 21-hour session whose certificates are out; Marc attended 14 h, Lina all 21. */
async function companySession(handle: DatabaseHandle) {
  const { db } = handle;
  const [formation] = await db
    .insert(formations)
    .values({
      slug: `k8s-${++sessionsMade}`,
      title: "Kubernetes en production",
      duration: "3 jours",
      price_no_tax: "1490",
    })
    .returning();
  const [session] = await db
    .insert(trainingSessions)
    .values({
      formation_id: formation!.id,
      start_date: "2026-11-16",
      end_date: "2026-11-18",
      place: "remote",
      capacity: 8,
      status: "open",
      certificates_issued_at: now,
    })
    .returning();
  const place = async (last: string, first: string, minutes: number) => {
    const [row] = await db
      .insert(registrations)
      .values({
        session_id: session!.id,
        trainee_name: `${first} ${last}`,
        last_name: last,
        first_name: first,
        email: `${first.toLowerCase()}@acme.example`,
        company: "Acme Industrie SAS",
        payer: "opco",
        status: "present",
        attended_minutes: minutes,
        planned_minutes: 1260,
      })
      .returning();
    await db.insert(attendanceCertificates).values({
      registration_id: row!.id,
      kind: "realisation",
      issued_at: now,
      attended_minutes: minutes,
      planned_minutes: 1260,
      pdf: Buffer.from("%PDF"),
      sha256: "0".repeat(64),
    });
    return row!.id;
  };
  await db.insert(attendanceVersions).values({
    session_id: session!.id,
    number: 1,
    reason: "Certificats émis",
    record: "{}",
    record_sha256: "0".repeat(64),
    sheet_pdf: Buffer.from("%PDF-feuille"),
    created_at: now,
  });
  return {
    sessionId: session!.id,
    marc: await place("Petit", "Marc", 840),
    lina: await place("Roux", "Lina", 1260),
  };
}

const inTransaction = <T>(
  handle: DatabaseHandle,
  work: (tx: Parameters<Parameters<DatabaseHandle["db"]["transaction"]>[0]>[0]) => Promise<T>,
) => handle.db.transaction(work);

describe.each(databaseTargets)("billing on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(target);
  });
  afterAll(async () => handle?.close());

  it("invoices a session once per payer: the OPCO the certified hours up to its agreement, the company the rest", async () => {
    const { sessionId, marc, lina } = await companySession(handle);
    expect(
      await inTransaction(handle, (tx) => invoiceSession(tx, config, { sessionId, by, now })),
    ).toEqual({
      ok: false,
      error:
        "Renseignez d'abord le financement de PETIT Marc et ROUX Lina, avec l'adresse de chaque payeur.",
    });
    for (const id of [marc, lina])
      expect(await inTransaction(handle, (tx) => setFinancing(tx, id, [OPCO, ACME]))).toEqual({
        ok: true,
      });

    const result = await inTransaction(handle, (tx) =>
      invoiceSession(tx, config, { sessionId, by, now }),
    );
    expect(result.ok).toBe(true);
    const issued = result.ok ? result.issued : [];
    const [opco, acme] = issued.map((invoice) => invoice.content);
    // Marc: 14 h of 21 are worth 1 490 × 14 / 21 = 993,33 €, under the 1 000 € agreed, and the
    // 7 h he missed are billed to nobody (L6354-1); Lina's 21 h are worth 1 490 €, the OPCO pays
    // the 1 000 € it agreed and the company the 490 € left.
    expect(opco!.buyer.name).toBe("OPCO Atlas");
    expect(opco!.lines.map((line) => [line.quantity, line.unit, line.amount])).toEqual([
      ["14.00", "HUR", 99_333],
      ["21.00", "HUR", 100_000],
    ]);
    expect(opco!.total).toBe(199_333);
    expect(acme!.lines.map((line) => [line.quantity, line.unit, line.amount])).toEqual([
      ["1.00", "C62", 49_000],
    ]);
    expect(acme!.lines[0]!.description).toBe(
      "Formation « Kubernetes en production », du 16 au 18 novembre 2026 : ROUX Lina, 21,00 h réalisées et certifiées sur 21,00 h prévues, soit 1\u202f490,00\u00a0€ HT, déduction faite de la prise en charge de OPCO Atlas (1\u202f000,00\u00a0€)",
    );
    expect(acme!.total).toBe(49_000);
    expect(opco!.total + acme!.total).toBe(99_333 + 149_000);
    // Due 30 days after the session's last day (L441-10, I).
    expect(opco!.dueDate).toBe("2026-12-18");
    expect(opco!.number).toMatch(/^F-2026-\d{5}$/);

    // What the PDF prints is what the XML says, and the XML is valid.
    const [stored] = await handle.db
      .select()
      .from(invoices)
      .where(eq(invoices.number, opco!.number));
    const text = await invoicePdfText(stored!.pdf);
    expect(text).toContain(
      "PETIT Marc, 14,00 h réalisées et certifiées sur 21,00 h prévues (dossier n° AT-2026-11873)",
    );
    expect(text).toContain(
      "Subrogation de paiement : OPCO Atlas règle directement l'organisme de formation au titre de la prise en charge n° AT-2026-11873",
    );
    expect(text).toContain("Exonération de TVA, article 261-4-4° a du Code général des impôts.");
    expect(embeddedFile(stored!.pdf, "factur-x.xml")).toBe(stored!.xml);
    expect(await facturXSchemaErrors(stored!.xml)).toEqual([]);

    // Nothing is billed twice.
    expect(
      await inTransaction(handle, (tx) => invoiceSession(tx, config, { sessionId, by, now })),
    ).toEqual({ ok: false, error: "Il ne reste rien à facturer sur cette session." });
    expect(await inTransaction(handle, (tx) => setFinancing(tx, marc, [ACME]))).toEqual({
      ok: false,
      error: "Ce financement est déjà facturé : annulez d'abord la facture par un avoir.",
    });

    // A credit note cancels the company's invoice, frees its lines, and they are invoiced again.
    const credit = await inTransaction(handle, (tx) =>
      creditInvoice(tx, { invoiceId: issued[1]!.id, by, now }),
    );
    expect(credit.ok && credit.issued.content).toMatchObject({
      kind: "credit_note",
      number: expect.stringMatching(/^AV-2026-\d{5}$/),
      total: 49_000,
      corrects: { number: acme!.number },
    });
    expect(
      await inTransaction(handle, (tx) => creditInvoice(tx, { invoiceId: issued[1]!.id, by, now })),
    ).toEqual({ ok: false, error: "Cette facture est déjà annulée par un avoir." });
    const again = await inTransaction(handle, (tx) =>
      invoiceSession(tx, config, { sessionId, by, now }),
    );
    expect(again.ok && again.issued.map((invoice) => invoice.content.buyer.name)).toEqual([
      "Acme Industrie SAS",
    ]);

    // Payments: partial, then the rest; never more than is due; none on a cancelled invoice.
    const pay = (invoiceId: number, amount: number) =>
      inTransaction(handle, (tx) =>
        recordPayment(tx, {
          invoiceId,
          paidOn: "2026-12-10",
          amount,
          method: "virement",
          reference: "VIR 118",
          by,
        }),
      );
    expect(await pay(issued[0]!.id, 100_000)).toEqual({ ok: true, settled: false });
    expect(await pay(issued[0]!.id, 99_334)).toEqual({
      ok: false,
      error: "Ce paiement dépasse ce qui reste dû sur la facture (993,33\u00a0€).",
    });
    expect(await pay(issued[0]!.id, 99_333)).toEqual({ ok: true, settled: true });
    expect(await pay(issued[1]!.id, 100)).toEqual({
      ok: false,
      error: "Cette facture est annulée par un avoir : rien n'y est dû.",
    });
  });

  it("sends an invoice with what its funder pays on, then reminds the payer once per chosen day", async () => {
    const { sessionId, marc, lina } = await companySession(handle);
    for (const id of [marc, lina])
      await inTransaction(handle, (tx) => setFinancing(tx, id, [OPCO, ACME]));
    const result = await inTransaction(handle, (tx) =>
      invoiceSession(tx, config, { sessionId, by, now }),
    );
    const [opco, acme] = result.ok ? result.issued : [];
    const send = (invoiceId: number) =>
      inTransaction(handle, (tx) => sendInvoice(tx, config, { invoiceId, now }));
    expect(await send(opco!.id)).toEqual({ ok: true, to: "factures@opco-atlas.example" });
    const mailsTo = (to: string) =>
      handle.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
    const [sent] = (await mailsTo("factures@opco-atlas.example")).slice(-1);
    expect(sent!.subject).toBe(`Facture ${opco!.content.number} | Atlas Tech Formation`);
    expect(sent!.text).toContain("Y sont joints les justificatifs de la prise en charge");
    expect(sent!.attachments?.map((file) => file.filename)).toEqual([
      `facture-${opco!.content.number}.pdf`,
      "certificat-de-realisation-PETIT-Marc.pdf",
      "certificat-de-realisation-ROUX-Lina.pdf",
      `feuille-emergement-session-${sessionId}-v1.pdf`.replace("emergement", "emargement"),
    ]);
    // The company's invoice goes alone: it pays on the invoice.
    expect(await send(acme!.id)).toEqual({ ok: true, to: "compta@acme.example" });
    const [companyMail] = (await mailsTo("compta@acme.example")).slice(-1);
    expect(companyMail!.attachments?.map((file) => file.filename)).toEqual([
      `facture-${acme!.content.number}.pdf`,
    ]);

    // Due 18 December; reminders at 7 and 30 days late, each once, none once paid.
    const remind = (day: string) =>
      remindOverdueInvoices(handle.db, config, new Date(`${day}T08:00:00Z`));
    expect(await remind("2026-12-24")).toBe(0);
    expect(await remind("2026-12-25")).toBe(2);
    expect(await remind("2026-12-26")).toBe(0);
    await inTransaction(handle, (tx) =>
      recordPayment(tx, {
        invoiceId: acme!.id,
        paidOn: "2027-01-02",
        amount: 49_000,
        method: "virement",
        reference: null,
        by,
      }),
    );
    expect(await remind("2027-01-17")).toBe(1);
    const [reminder] = (await mailsTo("factures@opco-atlas.example")).slice(-1);
    expect(reminder!.subject).toBe(
      `Relance : facture n° ${opco!.content.number} échue le 18 décembre 2026 | Atlas Tech Formation`,
    );
    expect(reminder!.text).toContain("reste impayée pour un montant de 1\u202f993,33\u00a0€");
    expect(await remind("2027-02-20")).toBe(0);
  });

  it("exports the sales journal, each entry balanced, and the period's Factur-X files", async () => {
    const period = { from: "2026-11-01", to: "2026-11-30" };
    const documents = await handle.db
      .select({ number: invoices.number, kind: invoices.kind })
      .from(invoices)
      .orderBy(invoices.id);
    const csv = await new Response(salesJournalCsv(handle.db, config, period)).text();
    const rows = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .map((line) => line.split(";").map((cell) => cell.replace(/^"|"$/g, "")));
    expect(rows[0]).toEqual([
      "Journal",
      "Date",
      "Pièce",
      "Compte",
      "Compte auxiliaire",
      "Libellé",
      "Débit",
      "Crédit",
      "Échéance",
      "Ligne BPF",
    ]);
    const cents = (cell: string) => (cell ? Math.round(Number(cell.replace(",", ".")) * 100) : 0);
    for (const { number, kind } of documents) {
      const entry = rows.filter((row) => row[2] === number);
      expect(entry[0]![3]).toBe("411000");
      // A credit note credits the customer; every entry balances.
      expect(cents(entry[0]![kind === "credit_note" ? 7 : 6]!)).toBeGreaterThan(0);
      const debit = entry.reduce((sum, row) => sum + cents(row[6]!), 0);
      const credit = entry.reduce((sum, row) => sum + cents(row[7]!), 0);
      expect(debit).toBe(credit);
    }
    expect(new Set(rows.slice(1).map((row) => row[2]))).toEqual(
      new Set(documents.map((document) => document.number)),
    );

    const zip = unzipSync(
      new Uint8Array(await new Response(facturXZip(handle.db, period)).arrayBuffer()),
    );
    expect(Object.keys(zip).sort()).toEqual(
      documents
        .map(({ number, kind }) => `${kind === "credit_note" ? "avoir" : "facture"}-${number}.pdf`)
        .sort(),
    );
    const [first] = await handle.db
      .select({ number: invoices.number, pdf: invoices.pdf })
      .from(invoices)
      .orderBy(invoices.id)
      .limit(1);
    expect(Buffer.from(zip[`facture-${first!.number}.pdf`]!).equals(first!.pdf)).toBe(true);
  });

  it("issues an invoice made by hand in the same series, tied to no session, taxed line by line", async () => {
    const [last] = await handle.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.kind, "invoice"))
      .orderBy(sql`${invoices.id} DESC`)
      .limit(1);
    const { id, content } = await inTransaction(handle, (tx) =>
      issueManualInvoice(
        tx,
        config,
        manualInvoiceSchema.parse({
          payer: {
            bpfLine: "C-1",
            payerName: ACME.payerName,
            payerSiret: ACME.payerSiret,
            payerAddress: ACME.payerAddress,
            billingEmail: "",
            payerVatNumber: "",
            serviceCode: "",
            commitmentNumber: "",
          },
          serviceStart: "2026-11-25",
          serviceEnd: "2026-11-25",
          lines: [
            {
              description: "Atelier de cadrage",
              quantity: "3,5",
              unit: "HUR",
              unitPrice: "120",
              vat: "exonere",
            },
            {
              description: "Support imprimé",
              quantity: "12",
              unit: "C62",
              unitPrice: "8,5",
              vat: "5.5",
            },
          ],
          note: "",
        }),
        { by, now },
      ),
    );
    expect(Number(content.number.slice(-5))).toBe(Number(last!.number.slice(-5)) + 1);
    const [row] = await handle.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({
      session_id: null,
      bpf_line: "C-1",
      total_no_tax: 52_200,
      total_vat: 561,
      total: 52_761,
    });
    expect(
      (
        await handle.db
          .select({ rate: invoiceLines.vat_rate, exempt: invoiceLines.vat_exempt })
          .from(invoiceLines)
          .where(eq(invoiceLines.invoice_id, id))
          .orderBy(invoiceLines.position)
      ).map((line) => [Number(line.rate), line.exempt]),
    ).toEqual([
      [0, true],
      [5.5, false],
    ]);
    const text = await invoicePdfText(row!.pdf);
    for (const printed of ["Atelier de cadrage", "3,5 h", "TVA 5,5 % sur 102,00", "527,61"])
      expect(text).toContain(printed);
    expect(await facturXSchemaErrors(row!.xml)).toEqual([]);

    // Sent to an OPCO, it joins no certificate: it bills no place, and its mail says nothing of one.
    const toOpco = await inTransaction(handle, (tx) =>
      issueManualInvoice(
        tx,
        config,
        manualInvoiceSchema.parse({
          payer: {
            bpfLine: "C-2h",
            payerName: OPCO.payerName,
            payerSiret: OPCO.payerSiret,
            payerAddress: OPCO.payerAddress,
            billingEmail: "autres-factures@opco-atlas.example",
            payerVatNumber: "",
            serviceCode: "",
            commitmentNumber: "",
          },
          serviceStart: "2026-11-26",
          serviceEnd: "2026-11-26",
          lines: [
            {
              description: "Frais de dossier",
              quantity: "1",
              unit: "C62",
              unitPrice: "90",
              vat: "20",
            },
          ],
          note: "",
        }),
        { by, now },
      ),
    );
    await inTransaction(handle, (tx) => sendInvoice(tx, config, { invoiceId: toOpco.id, now }));
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "autres-factures@opco-atlas.example"));
    expect(mail!.attachments?.map((file) => file.filename)).toEqual([
      `facture-${toOpco.content.number}.pdf`,
    ]);
    expect(mail!.text).not.toContain("justificatifs");
  });

  it("refuses at the database any change or deletion of an issued invoice or its lines", async () => {
    const [invoice] = await handle.db.select({ id: invoices.id }).from(invoices).limit(1);
    for (const attempt of [
      handle.db
        .update(invoices)
        .set({ total_no_tax: 1, total: 1, total_vat: 0 })
        .where(eq(invoices.id, invoice!.id)),
      handle.db.delete(invoices).where(eq(invoices.id, invoice!.id)),
      handle.db
        .update(invoiceLines)
        .set({ amount: 1 })
        .where(eq(invoiceLines.invoice_id, invoice!.id)),
      handle.db.delete(invoiceLines).where(eq(invoiceLines.invoice_id, invoice!.id)),
    ])
      expect((await databaseError(attempt)).message).toContain(
        "ne se modifie ni ne se supprime : corrigez-la par un avoir",
      );
    expect(await handle.db.select().from(invoicePayments)).toHaveLength(3);
  });

  it("keeps invoices when the registration they billed is purged, its financing going with it", async () => {
    const [line] = await handle.db.select().from(invoiceLines).limit(1);
    const before = await handle.db.select({ id: invoices.id }).from(invoices);
    await handle.db.execute(
      sql`DELETE FROM registrations WHERE id IN (SELECT registration_id FROM financing_lines)`,
    );
    expect(await handle.db.select({ id: invoices.id }).from(invoices)).toEqual(before);
    expect(await handle.db.select().from(financingLines)).toEqual([]);
    expect((await handle.db.select().from(invoiceLines).limit(1))[0]).toEqual(line);
  });
});

const PERSON: FinancingInput = {
  bpfLine: "C-9",
  payerName: "Léa Bernard",
  payerSiret: null,
  payerAddress: "8 rue des Tanneurs, 69001 Lyon",
  payerVatNumber: null,
  billingEmail: "lea.bernard@example.org",
  agreedAmount: null,
  fileNumber: null,
  serviceCode: null,
  commitmentNumber: null,
};

describe.each(databaseTargets)("advances of a person paying for themself on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(target);
  });
  afterAll(async () => handle?.close());

  it("asks nothing before the withdrawal period ends, then 30 % at most, deducted from the final invoice", async () => {
    const { sessionId, lina } = await companySession(handle);
    await handle.db.execute(
      sql`UPDATE registrations SET payer = 'personnel', company = NULL WHERE session_id = ${sessionId}`,
    );
    await inTransaction(handle, (tx) => setFinancing(tx, lina, [PERSON]));
    const advance = (amount: number, day: string) =>
      inTransaction(handle, (tx) =>
        issueAdvance(tx, config, {
          registrationId: lina,
          amount,
          by,
          now: new Date(`${day}T10:00:00+01:00`),
        }),
      );
    expect(await advance(30_000, "2026-11-10")).toEqual({
      ok: false,
      error: "Le contrat de formation n'est pas accepté : aucun acompte ne peut être demandé.",
    });
    // Accepted online on 2 November: 14 days to withdraw, to Monday 16 November included.
    const [contract] = await handle.db
      .insert(registrationAgreements)
      .values({
        registration_id: lina,
        kind: "contract",
        number: "CONT-2026-00911",
        content: {},
        issued_at: new Date("2026-11-01T09:00:00Z"),
        issued_pdf: Buffer.from("%PDF"),
        issued_sha256: "0".repeat(64),
        accepted_at: new Date("2026-11-02T18:00:00Z"),
        accepted_pdf: Buffer.from("%PDF"),
        signer_name: "Léa Bernard",
      })
      .returning();
    await handle.db
      .insert(agreementPlaces)
      .values({ registration_id: lina, agreement_id: contract!.id });
    expect(await advance(30_000, "2026-11-16")).toEqual({
      ok: false,
      error:
        "Aucune somme ne peut être exigée avant la fin du délai de rétractation, le 16 novembre 2026 (article L6353-6 du Code du travail).",
    });
    expect(await advance(74_500, "2026-11-17")).toEqual({
      ok: false,
      error:
        "Les acomptes ne peuvent dépasser 30 % du prix, soit 447,00\u00a0€ HT (article L6353-6 du Code du travail).",
    });
    const first = await advance(30_000, "2026-11-17");
    expect(first.ok && first.issued.content).toMatchObject({
      kind: "advance",
      number: expect.stringMatching(/^F-2026-\d{5}$/),
      total: 30_000,
      contract: "CONT-2026-00911",
    });
    expect(await advance(20_000, "2026-11-18")).toEqual({
      ok: false,
      error:
        "Les acomptes ne peuvent dépasser 30 % du prix, soit 447,00\u00a0€ HT, dont 300,00\u00a0€ déjà demandés (article L6353-6 du Code du travail).",
    });
    const second = await advance(14_700, "2026-11-18");
    expect(second.ok).toBe(true);

    // The final invoice: Lina's 21 h at 1 490 €, the two advances deducted.
    await handle.db.execute(
      sql`UPDATE registrations SET status = 'cancelled' WHERE session_id = ${sessionId} AND id <> ${lina}`,
    );
    const final = await inTransaction(handle, (tx) =>
      invoiceSession(tx, config, { sessionId, by, now }),
    );
    const [invoice] = final.ok ? final.issued : [];
    expect(invoice!.content.buyer).toMatchObject({ name: "Léa Bernard", professional: false });
    expect(invoice!.content.total).toBe(149_000);
    expect(invoice!.content.prepaid.map((advance) => advance.amount)).toEqual([30_000, 14_700]);
    const [stored] = await handle.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(stored!.prepaid).toBe(44_700);
    expect(stored!.xml).toContain("<ram:TotalPrepaidAmount>447.00</ram:TotalPrepaidAmount>");
    expect(stored!.xml).toContain("<ram:DuePayableAmount>1043.00</ram:DuePayableAmount>");
    expect(await facturXSchemaErrors(stored!.xml)).toEqual([]);
    const text = await invoicePdfText(stored!.pdf);
    expect(text).toContain("Reste à payer");
    expect(text).toContain("intérêt au taux légal");
    expect(text).not.toContain("40 €");

    // Cancelled, the final invoice gives its advances back to the one that replaces it.
    await inTransaction(handle, (tx) => creditInvoice(tx, { invoiceId: invoice!.id, by, now }));
    const again = await inTransaction(handle, (tx) =>
      invoiceSession(tx, config, { sessionId, by, now }),
    );
    expect(again.ok && again.issued[0]!.content.prepaid.map((advance) => advance.amount)).toEqual([
      30_000, 14_700,
    ]);
  });
});

/** A hand-made draft: one line, to number. */
const draft: InvoiceDraft = {
  kind: "invoice",
  serviceStart: "2026-11-20",
  serviceEnd: "2026-11-20",
  seller: invoiceSeller(config),
  buyer: {
    ...ACME,
    name: ACME.payerName,
    address: ACME.payerAddress!,
    country: "FR",
    siren: null,
    siret: ACME.payerSiret,
    vatNumber: null,
    email: null,
    professional: true,
    bpfLine: "C-1",
    serviceCode: null,
    commitmentNumber: null,
  },
  contract: null,
  lines: [
    {
      description: "Conseil",
      quantity: "1.00",
      unit: "C62",
      unitPrice: "100.0000",
      amount: 10_000,
      vatRate: 20,
      vatExempt: false,
    },
  ],
  prepaid: [],
  corrects: null,
  notes: [],
};

describe.each(databaseTargets)("invoice numbers on $name", (target) => {
  it("follow each other without gap, a failed issue giving its number back", async () => {
    const handle = await openMigrated(target);
    try {
      const issue = () =>
        inTransaction(handle, (tx) =>
          issueInvoice(tx, draft, { sessionId: null, billed: [], by, now }),
        );
      await issue();
      await expect(
        inTransaction(handle, async (tx) => {
          await issueInvoice(tx, draft, { sessionId: null, billed: [], by, now });
          throw new Error("la transaction échoue après la numérotation");
        }),
      ).rejects.toThrow("la transaction échoue");
      await Promise.all([issue(), issue(), issue()]);
      const numbers = await queryRows<{ number: string }>(
        handle,
        sql`SELECT number FROM invoices ORDER BY number`,
      );
      expect(numbers.map((row) => row.number)).toEqual([
        "F-2026-00001",
        "F-2026-00002",
        "F-2026-00003",
        "F-2026-00004",
      ]);
    } finally {
      await handle.close();
    }
  });
});

/** Two app nodes, each its own connection pool, issuing at the same moment on one PostgreSQL. */
describe.runIf(process.env.TEST_DATABASE_URL)("invoice numbers across nodes", () => {
  it("are never shared nor skipped when nodes issue at once", async () => {
    const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "invoice_race");
    const nodes = await Promise.all([1, 2].map(() => openDatabase({ url: database.url })));
    try {
      await migrateDatabase(nodes[0]!);
      await giveEachTableItsIdRange(nodes[0]!.db);
      await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          inTransaction(nodes[index % 2]!, (tx) =>
            issueInvoice(tx, draft, { sessionId: null, billed: [], by, now }),
          ),
        ),
      );
      const numbers = await queryRows<{ number: string }>(
        nodes[1]!,
        sql`SELECT number FROM invoices ORDER BY number`,
      );
      expect(numbers.map((row) => row.number)).toEqual(
        Array.from({ length: 12 }, (_, index) => `F-2026-${String(index + 1).padStart(5, "0")}`),
      );

      // Two payments of 60 € on a 120 € invoice (100 € and its VAT) already paid 10 €, at once
      // from both nodes: one is taken, the other refused, never more than is due.
      const [first] = await queryRows<{ id: number }>(
        nodes[0]!,
        sql`SELECT id FROM invoices ORDER BY number LIMIT 1`,
      );
      const pay = (node: DatabaseHandle, amount: number) =>
        inTransaction(node, (tx) =>
          recordPayment(tx, {
            invoiceId: first!.id,
            paidOn: "2026-12-01",
            amount,
            method: "virement",
            reference: null,
            by,
          }),
        );
      await pay(nodes[0]!, 1000);
      const results = await Promise.all([pay(nodes[0]!, 6000), pay(nodes[1]!, 6000)]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const [paid] = await queryRows<{ sum: number }>(
        nodes[1]!,
        sql`SELECT sum(amount)::int AS sum FROM invoice_payments`,
      );
      expect(paid!.sum).toBe(7000);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await database.drop();
    }
  });
});
