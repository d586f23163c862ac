import { listText, ofName } from "@/lib/text";
import "server-only";
import { fundingLabels } from "@/config/funding";
import { paths } from "@/config/paths";
import { formatDateTime, formatLongDate, parisDay } from "@/lib/dates";
import { pdfAttachment, type MailAttachment } from "@/lib/mail-attachment";
import { formatEuros } from "@/lib/money";
import { formatSiret } from "@/lib/siret";
import {
  ADVANCE_MAX_PERCENT,
  advanceOf,
  balanceByDay,
  agreementArticles,
  agreementMentions,
  agreementTitles,
  contractPayments,
  definitiveFrom,
  FORCE_MAJEURE_RULE,
  SIMPLE_SIGNATURE,
  VAT_EXEMPTION,
  EARLY_START_REQUEST,
  acceptButtons,
  withdrawalForm,
  WITHDRAWAL_RULES,
  withdrawalDeadline,
  type AgreementKind,
} from "@/lib/training-law";
import { pdfText, pdfWriter, renderPdf } from "@/server/pdf-document";
import type { LegalTextVersion } from "@/features/legal/public";
import { traineesNamed, type AgreementContent } from "./content";
import { datesText, REMOTE_PREREQUISITES } from "@/features/sessions/public";

const INK = "#111827";
const MUTED = "#4b5563";
const ACCENT = "#1d4ed8";
const MARGIN = 56;

/** The box the signer ticks, in the words the evidence page repeats. */
export const acceptanceStatements: Record<AgreementKind, string> = {
  convention:
    "Je reconnais avoir pris connaissance de la convention de formation professionnelle, des conditions générales de vente et du règlement intérieur, et je les accepte au nom de l'entreprise, que j'ai qualité pour engager.",
  contract:
    "Je reconnais avoir pris connaissance du contrat de formation professionnelle, des conditions générales de vente et du règlement intérieur, et je les accepte.",
};

const fileNames: Record<AgreementKind, string> = {
  convention: "convention-de-formation",
  contract: "contrat-de-formation",
};

/** 'contrat-de-formation-CONT-2026-00311.pdf'. */
export const agreementFileName = (content: Pick<AgreementContent, "kind" | "number">) =>
  `${fileNames[content.kind]}-${content.number}.pdf`;

/** A document's PDF as a mail joins it. */
export function agreementFile(
  content: Pick<AgreementContent, "kind" | "number">,
  pdf: Buffer,
): MailAttachment {
  return pdfAttachment(agreementFileName(content), pdf);
}

/** What the site recorded when the document was accepted online. */
export interface AcceptanceEvidence {
  signerName: string;
  signerPosition: string | null;
  acceptedAt: Date;
  clientAddress: string;
  userAgent: string;
  /** SHA-256 of the PDF as issued and shown, without this page. */
  sha256: string;
  /** The trainee asked that a course starting within the withdrawal period begins (L221-25). */
  earlyStart: boolean;
}

/** « Établie le 3 décembre 2026 » for a convention, « Établi le … » for a contract. */
const issuedText = ({ kind, issuedOn }: AgreementContent) =>
  `${kind === "convention" ? "Établie" : "Établi"} le ${formatLongDate(issuedOn)}`;

const priceLines = ({ price, trainees }: AgreementContent) => [
  ...(!trainees || trainees.length === 1
    ? [`Prix par stagiaire : ${formatEuros(price.noTax)} HT`]
    : new Set(trainees.map((trainee) => trainee.priceNoTax)).size === 1
      ? [
          `Prix : ${formatEuros(trainees[0]!.priceNoTax)} HT par stagiaire, soit ${formatEuros(price.noTax)} HT pour ${trainees.length} stagiaires`,
        ]
      : [
          ...trainees.map(
            (trainee) => `Prix pour ${trainee.name} : ${formatEuros(trainee.priceNoTax)} HT`,
          ),
          `Total HT pour ${trainees.length} stagiaires : ${formatEuros(price.noTax)}`,
        ]),
  ...(price.vatRate > 0
    ? [
        `TVA (${String(price.vatRate).replace(".", ",")} %) : ${formatEuros(price.vat)}`,
        `Total : ${formatEuros(price.total)} TTC`,
      ]
    : [VAT_EXEMPTION, `Total : ${formatEuros(price.total)}`]),
];

/** The company as the convention names it: legal name, SIRET, address and who represents it. */
function companyText({ company, companyParty }: AgreementContent): string {
  if (!companyParty)
    return `${company ?? "désignée par le stagiaire"}, représentée par la personne qui accepte la présente convention (dernière page)`;
  const { signatory } = companyParty;
  return `${company}, SIRET ${formatSiret(companyParty.siret)}, ${companyParty.address}, représentée par ${signatory.name}, ${signatory.position}`;
}

/** Who accepts the document online: the company's signatory when the convention names them. */
const signerText = ({ companyParty }: AgreementContent) =>
  companyParty
    ? `${companyParty.signatory.name}, ${companyParty.signatory.position}, au nom de l'entreprise`
    : "le signataire";

/** Where the link to accept it was sent. */
const signerEmail = (content: AgreementContent) =>
  content.companyParty?.signatory.email ?? traineesNamed(content)[0]?.email;

/** The trainees as the document's parties name them. */
function traineesText(content: AgreementContent): string {
  const named = traineesNamed(content).map((trainee) => `${trainee.name} (${trainee.email})`);
  return named.length === 1
    ? `d'un membre de son personnel, ${named[0]}, ci-après « le stagiaire »`
    : `des membres de son personnel suivants : ${listText(named)}, ci-après « les stagiaires »`;
}

/**
 * A convention binds the company for its places, whoever holds them: a colleague may take over
 * a place on the trainee's page (docs/decisions/080).
 */
const SUBSTITUTION =
  "Remplacement : jusqu'à la veille de la formation, l'entreprise peut remplacer un stagiaire par un autre de ses salariés, sans frais (article 5 des conditions générales de vente) ; la présente convention reste en vigueur pour la place ainsi reprise.";

const trainerText = ({ session }: AgreementContent) =>
  session.trainer
    ? `${session.trainer}${session.trainerCredentials ? ` : ${session.trainerCredentials}` : ""}`
    : "Formateur désigné par l'organisme ; son nom et ses références sont communiqués au stagiaire avant le début de la session.";

const periodText = ({ formation, session }: AgreementContent) =>
  `${formation.duration} (${String(formation.hours).replace(".", ",")} heures), ${datesText(session, { lowercase: true })}.`;

/**
 * A registration's convention (D6353-1) or contract (L6353-3 to L6353-7) as a French A4 PDF,
 * from the content frozen when it was issued; with `evidence`, the same document followed by the
 * page that records its online acceptance. Its bytes depend on nothing else, so the file a
 * trainee reads and the one whose digest they accept are the same.
 */
export function renderAgreement(
  content: AgreementContent,
  {
    issuedAt,
    stamp,
    evidence,
  }: {
    issuedAt: Date;
    /** The image of the stamp the content names (`provider.stamp`). */
    stamp: Buffer | null;
    evidence?: AcceptanceEvidence;
  },
): Promise<Buffer> {
  const title = agreementTitles[content.kind];
  const metadata = {
    title: `${title} ${content.number}`,
    author: content.provider.legalName,
    subject: title,
    margin: MARGIN,
    created: issuedAt,
  };
  return renderPdf(metadata, (doc) => {
    const { heading, paragraph, bullets, section } = pdfWriter(doc, { ink: INK, accent: ACCENT });
    const { provider, formation, session } = content;
    const mentions = agreementMentions[content.kind];

    doc.font("Helvetica-Bold").fontSize(10).fillColor(INK).text(pdfText(provider.legalName));
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        pdfText(
          `${provider.address} · SIREN ${provider.siren}\n${provider.email} · ${provider.phone.replaceAll(" ", "\u00a0")} · ${provider.website}\nDéclaration d'activité enregistrée sous le numéro ${provider.declaration} auprès du préfet de la région ${provider.declarationRegion}. Cet enregistrement ne vaut pas agrément de l'État.`,
        ),
      );
    doc.moveDown(1.2).font("Helvetica-Bold").fontSize(18).fillColor(INK).text(pdfText(title));
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(MUTED)
      .text(
        pdfText(
          `N° ${content.number}. ${issuedText(content)}, en application des ${agreementArticles[content.kind]}.`,
        ),
      );

    heading("Entre les soussignés");
    paragraph(
      `${provider.legalName}, ${provider.address}${provider.representative ? `, représenté par ${provider.representative}` : ""}, ci-après « l'organisme de formation »,`,
    );
    paragraph(
      content.kind === "convention"
        ? `et l'entreprise ${companyText(content)}, ci-après « l'entreprise », pour la formation ${traineesText(content)}. Financement : ${fundingLabels[content.payer]}.`
        : `et ${content.trainee!.name} (${content.trainee!.email}), qui entreprend cette formation à titre individuel et à ses frais, ci-après « le stagiaire ».`,
    );

    if (content.kind === "convention") {
      heading(mentions[0]!);
      paragraph(
        `${formation.title}. Action de formation au sens de l'article L6313-1, 1° du Code du travail.`,
      );
      section("Objectifs", formation.objectives);
      programme(content);
      heading(mentions[1]!);
      bullets([
        ...formation.methods,
        `Formateur : ${trainerText(content)}`,
        `Lieu : ${session.where}`,
      ]);
      heading(mentions[2]!);
      paragraph(periodText(content));
      heading(mentions[3]!);
      bullets([
        `Déroulement : ${session.remote ? "à distance, en classe virtuelle" : "en présentiel"}, ${session.capacity} stagiaires au plus. Prérequis : ${formation.prerequisites}`,
        "Suivi : feuille d'émargement signée par demi-journée par le stagiaire et le formateur, questionnaire de satisfaction en fin de formation.",
        ...formation.assessment.map((method) => `Évaluation : ${method}`),
        `Sanction : attestation de fin de formation (article L6353-1 du Code du travail) et certificat de réalisation${formation.certification ? `. ${formation.certification.join(", ")}` : ""}.`,
      ]);
      heading(mentions[4]!);
      bullets([
        ...priceLines(content),
        "La facture est émise à l'issue de la formation ; elle est payable à 30 jours net, par virement bancaire.",
        ...(content.payer === "opco"
          ? [
              "Prise en charge par l'OPCO : l'entreprise adresse la demande à son OPCO avant le début de la formation. La part que l'OPCO ne prend pas en charge reste due par l'entreprise.",
            ]
          : []),
        "Annulation par l'entreprise : selon l'article 5 des conditions générales de vente.",
        SUBSTITUTION,
      ]);
    } else {
      const advance = advanceOf(content.price.total);
      const balance = balanceByDay(content.price.total - advance, session.daysTaught);
      heading(mentions[0]!);
      bullets([
        "Nature : action de formation au sens de l'article L6313-1, 1° du Code du travail.",
        `Intitulé : ${formation.title}.`,
        `Durée et dates : ${periodText(content)}`,
        `Effectifs : ${session.capacity} stagiaires au plus.`,
      ]);
      section("Objet : objectifs de la formation", formation.objectives);
      programme(content);
      heading(mentions[1]!);
      paragraph(formation.prerequisites);
      heading(mentions[2]!);
      bullets([
        `Lieu : ${session.where}`,
        ...(session.remote ? [REMOTE_PREREQUISITES] : []),
        ...formation.methods.map((method) => `Moyen pédagogique : ${method}`),
        ...formation.assessment.map((method) => `Contrôle des connaissances : ${method}`),
        `Sanction : attestation de fin de formation (article L6353-1 du Code du travail)${formation.certification ? `. ${formation.certification.join(", ")}` : ""}.`,
      ]);
      heading(mentions[3]!);
      paragraph(trainerText(content));
      heading(mentions[4]!);
      bullets([
        ...priceLines(content),
        "Aucune somme n'est exigible avant l'expiration du délai de rétractation.",
        `À son expiration : un premier versement de ${formatEuros(advance)} au plus, soit ${ADVANCE_MAX_PERCENT} % du prix (article L6353-6 du Code du travail).`,
        `Le solde, ${formatEuros(content.price.total - advance)}, est payé au fur et à mesure de la formation, à l'issue de chaque journée : ${balance.map((payment) => `${formatEuros(payment.amount)} le ${formatLongDate(payment.due)}`).join(", ")}. Une journée suivie avant la fin du délai de rétractation est payée le lendemain de ce délai.`,
        "Paiement par virement bancaire ; le site ne prend aucun paiement.",
      ]);
      heading(mentions[5]!);
      bullets([
        FORCE_MAJEURE_RULE,
        "En cas d'abandon en cours de formation pour un autre motif, seules les journées effectivement suivies sont dues, sans autre indemnité.",
        "Si l'organisme de formation annule ou interrompt la session, les sommes versées pour les journées non dispensées sont remboursées en totalité.",
      ]);
      heading(mentions[6]!);
      bullets([
        ...WITHDRAWAL_RULES,
        "L'inscription n'est définitive qu'à l'expiration de ce délai (article L6353-3 du Code du travail).",
      ]);
      paragraph(withdrawalForm(provider));
      heading("Médiation de la consommation");
      paragraph(
        `En cas de litige non résolu avec l'organisme de formation, le stagiaire peut recourir gratuitement au médiateur de la consommation : ${content.mediator.name} (${content.mediator.url}), articles L612-1 et suivants du Code de la consommation.`,
      );
    }

    heading("Documents remis avec ce document");
    bullets(
      content.annexes
        ? [
            `Programme de la formation (${provider.website}${paths.formationProgrammePdf(formation.slug)}).`,
            ...annexLines(content.annexes),
          ]
        : [
            `Programme de la formation (${provider.website}${paths.formationProgrammePdf(formation.slug)}), conditions générales de vente (${provider.website}${paths.termsOfSale}) et règlement intérieur (${provider.website}${paths.rules}).`,
          ],
    );
    heading("Acceptation");
    paragraph(
      `${content.kind === "convention" ? "Établie" : "Établi"} par ${provider.legalName} le ${formatLongDate(content.issuedOn)}. Le document est accepté en ligne par ${signerText(content)}, depuis le lien personnel envoyé à ${signerEmail(content)} ; la preuve de cette acceptation figure en dernière page.`,
    );
    if (provider.representative) {
      doc
        .moveDown(0.5)
        .font("Helvetica-Bold")
        .fontSize(10.5)
        .fillColor(INK)
        .text(pdfText("Pour l'organisme de formation"));
      doc
        .font("Helvetica")
        .text(
          pdfText(`${provider.representative}, représentant légal ${ofName(provider.legalName)}`),
        );
      if (stamp) doc.moveDown(0.3).image(stamp, { fit: [180, 90] });
    }

    content.annexes?.forEach((annex, index) => annexPages(doc, annex, index + 1));
    if (evidence) evidencePage(doc, content, evidence);

    /** The programme's chapters, each with its bullets or text. */
    function programme({ formation: { programme: chapters } }: AgreementContent) {
      if (!chapters) return;
      doc.moveDown(0.5).font("Helvetica-Bold").fontSize(11).text("Programme");
      for (const chapter of chapters) {
        doc.moveDown(0.3).font("Helvetica-Bold").fontSize(10.5).text(pdfText(chapter.title));
        doc.font("Helvetica");
        if (typeof chapter.content === "string") paragraph(chapter.content);
        else bullets(chapter.content);
      }
    }
  });
}

/** 'Annexe 1 : Conditions générales de vente, version du 27/11/2026, reproduite en fin de document.' */
const annexLines = (annexes: readonly LegalTextVersion[]) =>
  annexes.map(
    (annex, index) =>
      `Annexe ${index + 1} : ${annex.title}, version du ${annex.version}, reproduite en fin de document.`,
  );

/** A legal text annexed word for word, from a new page: its paragraphs and its lists. */
function annexPages(doc: PDFKit.PDFDocument, annex: LegalTextVersion, number: number) {
  const { paragraph, bullets } = pdfWriter(doc, { ink: INK, accent: ACCENT });
  doc.addPage();
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .fillColor(INK)
    .text(pdfText(`Annexe ${number} : ${annex.title}`));
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(pdfText(`Version du ${annex.version}`));
  doc.moveDown(0.5).fontSize(9.5).fillColor(INK);
  for (const block of annex.text.split(/\n{2,}/).map((part) => part.trim())) {
    if (!block) continue;
    const lines = block.split("\n").map((line) => line.trim());
    if (lines.every((line) => line.startsWith("* "))) bullets(lines.map((line) => line.slice(2)));
    // Its headings: the plain text writes them in capitals.
    else if (lines.length === 1 && block === block.toLocaleUpperCase("fr") && /\p{L}/u.test(block))
      doc.moveDown(0.4).font("Helvetica-Bold").text(pdfText(block)).font("Helvetica");
    else paragraph(lines.join(" "));
    doc.moveDown(0.3);
  }
}

/** The last page: what was accepted, by whom, when and from where, and the file's digest. */
function evidencePage(
  doc: PDFKit.PDFDocument,
  content: AgreementContent,
  evidence: AcceptanceEvidence,
) {
  const { heading, bullets, paragraph } = pdfWriter(doc, { ink: INK, accent: ACCENT });
  doc.addPage();
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor(INK)
    .text(pdfText("Preuve d'acceptation électronique"));
  doc.moveDown(0.5).font("Helvetica").fontSize(10.5);
  const signedDay = parisDay(evidence.acceptedAt);
  bullets([
    `Document : ${agreementTitles[content.kind]} n° ${content.number}, ${issuedText(content).toLocaleLowerCase("fr-FR")}.`,
    `Empreinte SHA-256 du fichier PDF présenté et accepté, conservé tel qu'émis par l'organisme de formation (les pages précédentes en reproduisent le contenu) : ${evidence.sha256}`,
    `${content.trainees && content.trainees.length > 1 ? "Stagiaires" : "Stagiaire"} : ${listText(
      traineesNamed(content).map((trainee) => trainee.name),
    )}.`,
    `Accepté${content.kind === "convention" ? "e" : ""} par : ${evidence.signerName}${evidence.signerPosition ? `, ${evidence.signerPosition}` : ""}${content.kind === "convention" && content.company ? `, pour l'entreprise ${content.company}` : ""}.`,
    `Depuis le lien personnel envoyé à : ${signerEmail(content)}.`,
    `Le : ${formatDateTime(evidence.acceptedAt)} (heure de Paris), soit ${evidence.acceptedAt.toISOString()}.`,
    `Adresse IP : ${evidence.clientAddress}.`,
    `Navigateur : ${evidence.userAgent || "non communiqué"}.`,
    `Case cochée : « ${acceptanceStatements[content.kind]} »`,
    `Bouton de validation : « ${acceptButtons[content.kind]} »`,
    ...(content.annexes ? annexLines(content.annexes) : []),
    ...(evidence.earlyStart ? [`Case cochée : « ${EARLY_START_REQUEST} »`] : []),
  ]);
  if (content.kind === "contract") {
    const { advance, balance } = contractPayments(content.price.total, {
      signedDay,
      daysTaught: content.session.daysTaught,
    });
    heading("Délai de rétractation et paiements");
    bullets([
      `Le stagiaire peut se rétracter jusqu'au ${formatLongDate(withdrawalDeadline(signedDay))} inclus. L'inscription est définitive le ${formatLongDate(definitiveFrom(signedDay))}.`,
      `Premier versement : ${formatEuros(advance.amount)} au plus, à compter du ${formatLongDate(advance.due)}.`,
      ...balance.map(
        (payment) => `Puis ${formatEuros(payment.amount)} le ${formatLongDate(payment.due)}.`,
      ),
    ]);
  }
  heading("Valeur de cette acceptation");
  paragraph(SIMPLE_SIGNATURE);
}
