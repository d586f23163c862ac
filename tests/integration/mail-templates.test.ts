import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import { keepTogether } from "@/lib/mail-text";
import { formatPriceNoTax } from "@/lib/money";
import { mailSamples } from "@/features/emails/catalogue";
import { renderMail } from "@/server/mail/render";
import { createTransport } from "@/server/mail/transport";
import { htmlErrors } from "../support/html-validator";
import { pdfText } from "../support/pdf";
import { hrefsOf, readableHtml } from "../support/mails";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

const config = readSiteConfig({
  SITE_URL: "https://atlas.example",
  CONTACT_EMAIL: "equipe@atlas.example",
});
const site = config.baseUrl;
const traineePage = `${site}/mon-inscription/exemple-de-jeton`;
// Every mail to a trainee or to whoever registered them ends with it (Qualiopi indicator 31).
const complaintForm = `${site}/reclamation`;
const withComplaintLink = new Set([
  "inscription-confirmer",
  "inscription-collegue",
  "place-liberee",
  "place-non-retenue",
  "inscription-confirmee",
  "document-formation",
  "convention-a-signer",
  "convention-signee",
  "remplacement-stagiaire",
  "inscription-confirmee-inscripteur",
  "inscription-annulee",
  "certificats-formation",
  "attestation-formation",
  "convocation",
  "convocation-distance",
  "rappel-7-jours",
  "rappel-veille-distance",
  "place-cedee",
  "changement-session",
  "convocation-mise-a-jour",
  "session-modifiee",
  "session-annulee",
  "avis",
  "avis-rappel",
  "avis-a-froid",
  "avis-entreprise",
  "avis-formateur",
  "avis-financeur",
]);

/** What each template must say, and the buttons it must carry (label, then where it leads). */
const expected: Record<
  string,
  { says: string; lines?: string[]; buttons: [string, string | RegExp][] }
> = {
  facture: {
    says: "Veuillez trouver ci-jointe la facture n° F-2026-00042 du 20 novembre 2026, d'un montant de",
    buttons: [],
  },
  "relance-facture": {
    says: "Sauf erreur de notre part, la facture n° F-2026-00042 du 20 novembre 2026, échue le 18 décembre 2026, reste impayée",
    buttons: [],
  },
  "demande-accuse": {
    says: "Merci pour votre demande concernant la formation « Python pour l'analyse de données ». Nous revenons vers vous sous 48 heures ouvrées",
    buttons: [],
  },
  "reclamation-accuse": {
    says: "Nous l'analysons et vous répondrons par écrit au plus tard le 2 janvier 2027.",
    buttons: [],
  },
  "reclamation-reponse": {
    says: "Les supports vous ont été envoyés ce jour par e-mail.",
    buttons: [],
  },
  "reclamation-notification": {
    says: "Réclamation reçue sur le site.",
    lines: ["À titre de : Stagiaire", "Réponse attendue : au plus tard le 2 janvier 2027"],
    buttons: [["Ouvrir la réclamation", `${site}/dashboard/reclamations/7`]],
  },
  "demande-notification": {
    says: "Demande de devis reçue sur le site.",
    buttons: [["Voir la demande", `${site}/dashboard/demandes/1284`]],
  },
  "inscription-confirmer": {
    says: "Pour réserver votre place à la session « Python pour l'analyse de données », confirmez votre inscription dans les 24 heures.",
    buttons: [["Confirmer mon inscription", `${site}/inscription/confirmer/exemple-de-jeton`]],
  },
  "inscription-notification": {
    says: "Inscription confirmée par e-mail sur le site : la place est à confirmer par l'équipe.",
    buttons: [["Voir la session", `${site}/dashboard/sessions/42`]],
  },
  "inscription-collegue": {
    says: "Votre inscription à la session « Python pour l'analyse de données » a été demandée depuis l'adresse camille.martin@exemple.fr. Pour réserver votre place, confirmez-la avant le 06/01/2027 à 17 h : sans confirmation, elle expire et aucune place n'est réservée.",
    buttons: [
      ["Confirmer mon inscription", `${site}/inscription/confirmer/exemple-de-jeton`],
      ["Voir le programme", `${site}/formation/python-pour-l-analyse-de-donnees`],
    ],
  },
  "place-liberee": {
    says: "Une place s'est libérée pour la session « Python pour l'analyse de données »",
    buttons: [["Mon inscription", traineePage]],
  },
  "place-non-retenue": {
    says: "n'a pas été prise dans les 48 heures : elle est proposée à la personne suivante",
    buttons: [["Voir les autres dates", `${site}/formation/python-pour-l-analyse-de-donnees`]],
  },
  "inscription-confirmee": {
    says: "Votre inscription à la formation « Python pour l'analyse de données » est confirmée.",
    lines: [
      "Dates : Du 11 au 13 janvier 2027, 9 h – 17 h",
      "Lieu : 18 rue du Faubourg Saint-Antoine, 75012 Paris",
      `Prix : ${formatPriceNoTax("1490.00")}`,
    ],
    buttons: [["Mon inscription", traineePage]],
  },
  "document-formation": {
    says: "La convention de formation professionnelle est jointe (« convention-de-formation-CONV-2026-00311.pdf »). Lisez-la et acceptez-la en ligne",
    buttons: [["Mon inscription", traineePage]],
  },
  "convention-a-signer": {
    says: "Voici la convention de formation de Camille Martin et Hugo Lefèvre, membres du personnel d'Acme Industrie, que vous signez au nom de l'entreprise.",
    lines: [
      "Formation : Python pour l'analyse de données",
      "Dates : Du 11 au 13 janvier 2027, 9 h – 17 h",
    ],
    buttons: [["Lire et signer la convention", `${site}/convention/exemple-de-jeton`]],
  },
  "convention-signee": {
    says: "a été signée en ligne au nom d'Acme Industrie le",
    buttons: [["Voir la convention", `${site}/convention/exemple-de-jeton`]],
  },
  "remplacement-stagiaire": {
    says: "Depuis sa page d'inscription, Camille Martin a cédé à Léa Moreau (lea.moreau@acme-industrie.fr) sa place à la formation « Python pour l'analyse de données », du 11 au 13 janvier 2027, 9 h – 17 h.",
    buttons: [],
  },
  "inscription-confirmee-inscripteur": {
    says: "L'inscription de Camille Martin à la session « Python pour l'analyse de données », que vous avez demandée, est confirmée.",
    buttons: [],
  },
  "inscription-annulee": {
    says: "Votre inscription à la session « Python pour l'analyse de données » (du 11 au 13 janvier 2027, 9 h – 17 h) est annulée.",
    buttons: [["Voir les autres dates", `${site}/formation/python-pour-l-analyse-de-donnees`]],
  },
  "rappel-7-jours": {
    says: "Votre formation « Python pour l'analyse de données » commence le 11 janvier 2027.",
    lines: ["À apporter : Votre ordinateur portable, avec Python 3.12 installé"],
    buttons: [["Mon inscription", traineePage]],
  },
  "rappel-veille-distance": {
    says: "Pour la classe virtuelle : un ordinateur avec micro",
    buttons: [
      ["Rejoindre la classe virtuelle", "https://classe.exemple.fr/python-janvier"],
      ["Mon inscription", traineePage],
    ],
  },
  "place-cedee": {
    says: "La personne inscrite avec l'adresse camille.martin@exemple.fr vous a cédé sa place à la session « Python pour l'analyse de données ».",
    buttons: [["Mon inscription", traineePage]],
  },
  "changement-session": {
    says: "Votre demande est acceptée : votre inscription passe à la session ci-dessous.",
    buttons: [["Mon inscription", traineePage]],
  },
  "convocation-mise-a-jour": {
    says: "Votre session de la formation « Python pour l'analyse de données » a changé. Cette convocation remplace la précédente",
    lines: [
      "Nouvelles dates : Du 11 au 13 janvier 2027, 9 h – 17 h",
      "Anciennes dates : Du 4 au 6 janvier 2027, 9 h – 17 h",
      "Dates : Du 11 au 13 janvier 2027, 9 h – 17 h",
    ],
    buttons: [
      [
        "Télécharger le programme (PDF)",
        `${site}/formation/python-pour-l-analyse-de-donnees/programme.pdf`,
      ],
      ["Signer la feuille d'émargement", `${site}/emargement/stagiaire/exemple-de-jeton`],
      ["Mon inscription", traineePage],
    ],
  },
  "session-modifiee": {
    says: "La session de la formation « Python pour l'analyse de données » de votre inscription a changé.",
    lines: [
      "Nouvelles dates : Du 11 au 13 janvier 2027, 9 h – 17 h",
      "Anciennes dates : Du 4 au 6 janvier 2027, 9 h – 17 h",
    ],
    buttons: [["Mon inscription", traineePage]],
  },
  "lien-formateur": {
    says: "Voici votre lien pour la session ci-dessous.",
    lines: ["Formation : Python pour l'analyse de données"],
    buttons: [["Ouvrir mon lien d'émargement", `${site}/emargement/formateur/exemple-de-jeton`]],
  },
  "annulation-stagiaire": {
    says: "Mon entreprise a déplacé un projet sur ces dates.",
    lines: ["Participant : Camille Martin, camille.martin@exemple.fr"],
    buttons: [["Voir la session", `${site}/dashboard/sessions/42`]],
  },
  convocation: {
    says: "Votre inscription à la formation « Python pour l'analyse de données » est confirmée : voici votre convocation.",
    lines: [
      "Dates : Du 11 au 13 janvier 2027, 9 h – 17 h",
      "Lieu : 18 rue du Faubourg Saint-Antoine, 75012 Paris",
      "Formateur : Claire Dubois",
    ],
    buttons: [
      [
        "Télécharger le programme (PDF)",
        `${site}/formation/python-pour-l-analyse-de-donnees/programme.pdf`,
      ],
      ["Signer la feuille d'émargement", `${site}/emargement/stagiaire/exemple-de-jeton`],
      ["Mon inscription", traineePage],
    ],
  },
  "convocation-distance": {
    says: "Notre référent handicap, Camille Moreau, adapte l'accueil",
    lines: ["Lieu : À distance, en classe virtuelle"],
    buttons: [
      ["Rejoindre la classe virtuelle", "https://classe.exemple.fr/python-janvier"],
      [
        "Télécharger le programme (PDF)",
        `${site}/formation/python-pour-l-analyse-de-donnees/programme.pdf`,
      ],
      ["Signer la feuille d'émargement", `${site}/emargement/stagiaire/exemple-de-jeton`],
      ["Mon inscription", traineePage],
    ],
  },
  "certificats-formation": {
    says: "est terminée. Voici votre certificat de réalisation et votre attestation de fin de formation, établis d'après la feuille d'émargement : ils restent téléchargeables sur votre page.",
    buttons: [["Mon inscription", traineePage]],
  },
  "attestation-formation": {
    says: "Voici votre attestation de fin de formation, avec les résultats de l'évaluation des acquis, établie d'après la feuille d'émargement : elle reste téléchargeable sur votre page.",
    buttons: [["Mon inscription", traineePage]],
  },
  "session-annulee": {
    says: "Nous sommes au regret d'annuler la session",
    buttons: [["Voir les autres dates", `${site}/formation/python-pour-l-analyse-de-donnees`]],
  },
  avis: {
    says: "Merci d'avoir suivi la formation « Python pour l'analyse de données » (du 16 au 18 novembre 2026).",
    buttons: [["Donner mon avis", new RegExp(`^${site}/avis/`)]],
  },
  "avis-rappel": {
    says: "nous n'avons pas encore reçu votre avis",
    buttons: [["Donner mon avis", new RegExp(`^${site}/avis/`)]],
  },
  "avis-a-froid": {
    says: "Avez-vous pu mettre en pratique ce que vous y avez appris ?",
    buttons: [["Donner mon avis", new RegExp(`^${site}/avis/`)]],
  },
  "avis-entreprise": {
    says: "Votre entreprise (Acme) a inscrit un ou plusieurs salariés à la formation « Python pour l'analyse de données » (du 16 au 18 novembre 2026). Cette formation a-t-elle répondu à ses besoins ?",
    buttons: [["Donner mon avis", new RegExp(`^${site}/avis/`)]],
  },
  "avis-formateur": {
    says: "Merci d'avoir animé la formation « Python pour l'analyse de données » (du 16 au 18 novembre 2026).",
    buttons: [["Donner mon avis", new RegExp(`^${site}/avis/`)]],
  },
  "avis-financeur": {
    says: "Comment jugez-vous celle de ces douze derniers mois avec OPCO Atlas ? Trois questions, une minute.",
    buttons: [["Donner mon avis", new RegExp(`^${site}/avis/`)]],
  },
  "avis-insatisfaits": {
    says: "2 stagiaires ont noté leur formation 1 ou 2 sur 5 depuis le dernier récapitulatif.",
    lines: ["Satisfaction : 2/5", "Satisfaction : 1/5", "Stagiaire : Hugo Lefèvre"],
    buttons: [
      ["Voir cet avis", new RegExp(`^${site}/dashboard/avis\\?session=37&note=2#avis-412$`)],
      ["Voir cet avis", /#avis-41[25]$/],
    ],
  },
  invitation: {
    says: "Sophie Bernard vous invite à créer votre compte",
    buttons: [["Créer mon compte", new RegExp(`^${site}/login\\?invitation=`)]],
  },
  connexion: {
    says: "Il est valable 15 minutes, une seule fois.",
    buttons: [["Me connecter", new RegExp(`^${site}/api/auth/magic-link/verify\\?token=`)]],
  },
  "mot-de-passe": {
    says: "valable 1 heure et une seule fois",
    buttons: [
      [
        "Choisir un nouveau mot de passe",
        new RegExp(`^${site}/reinitialiser-mot-de-passe\\?token=`),
      ],
    ],
  },
  verification: {
    says: "confirmez votre adresse e-mail avec ce lien, valable 24 heures",
    buttons: [["Confirmer mon adresse", new RegExp(`^${site}/api/auth/verify-email\\?token=`)]],
  },
  "adresse-de-contact": {
    says: "Elle ne la remplace qu'une fois confirmée avec ce lien, valable 24 heures.",
    buttons: [["Confirmer cette adresse", new RegExp(`^${site}/confirmer-adresse\\?token=`)]],
  },
  "compte-existant": {
    says: "qui en possède déjà un",
    buttons: [["Me connecter", `${site}/login`]],
  },
};

/** Every template, rendered as the outbox renders it and sent through a real SMTP server. */
describe("mail templates", () => {
  let smtp: TestSmtpServer;
  const received = new Map<string, ParsedMail>();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const transport = createTransport(smtp.url);
    for (const sample of mailSamples) {
      const mail = await renderMail(await sample.message(config));
      await transport.send({ ...mail, from: "Atlas <equipe@atlas.example>" });
      received.set(sample.id, smtp.received.at(-1)!);
    }
  });
  afterAll(() => smtp.stop());

  it("keeps hours, prices and the phone number on one line, in both parts", () => {
    const confirmed = received.get("inscription-confirmee")!;
    for (const part of [confirmed.text!, readableHtml(confirmed.html as string)]) {
      expect(part).toContain("9\u00a0h\u00a0–\u00a017\u00a0h");
      expect(part).toMatch(/Prix :(<\/strong>)? [\d\u202f]+\u00a0€\u00a0HT/);
      expect(part).toContain(config.contact.phone.replaceAll(" ", "\u00a0"));
      expect(part).not.toContain(config.contact.phone);
    }
  });

  it("covers every template the site sends", () => {
    expect(mailSamples.map((sample) => sample.id).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(mailSamples.map((sample) => sample.id))(
    "%s: both parts say it in French, with the same absolute links",
    (id) => {
      const mail = received.get(id)!;
      // What a sample says, as the mail typesets it: times, amounts and phones kept on one line.
      const { says: written, lines: writtenLines = [], buttons } = expected[id]!;
      const says = keepTogether(written);
      const lines = writtenLines.map(keepTogether);
      expect(mail.html).toMatch(/^<!DOCTYPE html><html dir="ltr" lang="fr">/);
      const html = readableHtml(mail.html as string);
      expect(html).toContain(`<title>${mail.subject}</title>`);
      expect(mail.text).toContain(says);
      expect(html).toContain(says);
      // Facts read as lines of their own in the text, and as a bold label and its value in HTML.
      for (const line of lines) {
        expect(mail.text).toMatch(new RegExp(`^${line}$`, "m"));
        const [label, value] = line.split(" : ");
        expect(html).toContain(`<strong>${label} :</strong> ${value}`);
      }

      for (const [label, target] of buttons) {
        const line = new RegExp(`^${label.replace(/[()]/g, "\\$&")} :\\n(\\S+)$`, "m").exec(
          mail.text!,
        );
        expect(line, `« ${label} » dans le texte`).not.toBeNull();
        expect(line![1]).toMatch(
          typeof target === "string"
            ? new RegExp(`^${target.replace(/[.?()]/g, "\\$&")}$`)
            : target,
        );
        expect(hrefsOf(mail.html as string)).toContain(line![1]);
      }
      // Every link is absolute and is a button or the site's own address (the logo and the footer).
      const hrefs = hrefsOf(mail.html as string);
      expect(hrefs.includes(complaintForm)).toBe(withComplaintLink.has(id));
      const buttonHrefs = hrefs.filter((href) => href !== site && href !== complaintForm);
      expect(hrefs.filter((href) => href === site)).toHaveLength(2);
      expect(buttonHrefs).toHaveLength(buttons.length);
      expect(hrefs.every((href) => href.startsWith("https://"))).toBe(true);

      // The legal identity closes both parts.
      for (const part of [mail.text!, html]) {
        expect(part).toContain("Atlas Tech Formation SAS");
        expect(part).toContain(
          `Organisme de formation enregistré sous le numéro de déclaration d'activité ${config.company.trainingDeclaration}`,
        );
      }
      expect(mail.text).not.toMatch(/<[a-z]/i);
    },
  );

  it("attaches the session's days, at their hours, to every mail that gives or confirms a place", () => {
    const calendars = [...received]
      .filter(([, mail]) => mail.attachments.some((file) => file.filename === "formation.ics"))
      .map(([id, mail]) => {
        const [attachment, ...others] = mail.attachments;
        expect(others.map((file) => file.contentType)).toEqual(
          id === "inscription-confirmee" ? ["application/pdf"] : [],
        );
        expect(attachment!.filename).toBe("formation.ics");
        expect(attachment!.contentType).toBe("text/calendar");
        return [id, new ICAL.Component(ICAL.parse(attachment!.content.toString("utf8")))] as const;
      });
    expect(calendars.map(([id]) => id).sort()).toEqual(
      [
        "changement-session",
        "convocation",
        "convocation-distance",
        "convocation-mise-a-jour",
        "session-modifiee",
        "inscription-annulee",
        "inscription-confirmee",
        "place-non-retenue",
        "place-cedee",
        "rappel-7-jours",
        "rappel-veille-distance",
      ].sort(),
    );
    for (const [id, calendar] of calendars) {
      const days = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
      // Monday 11 to Wednesday 13 January 2027, 9 h – 17 h in Paris (UTC+1).
      expect(days.map((day) => day.startDate.toJSDate().toISOString())).toEqual([
        "2027-01-11T08:00:00.000Z",
        "2027-01-12T08:00:00.000Z",
        "2027-01-13T08:00:00.000Z",
      ]);
      expect(days[0]!.endDate.toJSDate().toISOString()).toBe("2027-01-11T16:00:00.000Z");
      expect(days.map((day) => day.uid)).toEqual([
        "registration-311-jour-1@atlas.example",
        "registration-311-jour-2@atlas.example",
        "registration-311-jour-3@atlas.example",
      ]);
      expect(days[0]!.summary).toBe("Formation : Python pour l'analyse de données");
      expect(days[0]!.location).toBe(
        id.endsWith("distance")
          ? "Classe virtuelle : https://classe.exemple.fr/python-janvier"
          : "18 rue du Faubourg Saint-Antoine, 75012 Paris",
      );
      const cancelled = ["inscription-annulee", "place-non-retenue"].includes(id);
      expect(calendar.getFirstPropertyValue("method")).toBe(cancelled ? "CANCEL" : "PUBLISH");
      expect(days[0]!.component.getFirstPropertyValue("status")).toBe(
        cancelled ? "CANCELLED" : "CONFIRMED",
      );
    }
  });

  it("joins the trainee's contract, or the company's convention, as the PDF they accept", async () => {
    const contract = received.get("inscription-confirmee")!.attachments[1]!;
    expect(contract.filename).toBe("contrat-de-formation-CONT-2026-00311.pdf");
    expect(received.get("inscription-confirmee")!.text).toContain(
      "Vous disposerez ensuite de 14 jours pour vous rétracter",
    );
    const contractText = await pdfText(new Uint8Array(contract.content));
    expect(contractText).toContain("Contrat de formation professionnelle");
    expect(contractText).toContain("Camille Martin");
    const convention = received.get("document-formation")!.attachments[0]!;
    expect(convention.contentType).toBe("application/pdf");
    expect((await pdfText(new Uint8Array(convention.content))).replace(/\s+/g, " ")).toContain(
      "l'entreprise Acme Industrie, SIRET 120 027 016 00035, 4 rue des Lilas, 69003 Lyon, représentée par Claire Morel, Responsable formation",
    );
  });

  it("joins the certificate and the attestation, with the hours attended", async () => {
    const [certificate, attestation] = received.get("certificats-formation")!.attachments;
    expect(certificate!.filename).toBe("certificat-de-realisation-MARTIN-Camille.pdf");
    const text = (await pdfText(new Uint8Array(certificate!.content))).replace(/\s+/g, " ");
    expect(text).toContain("pour une durée de 17 h 30 sur 21 h prévues");
    expect(await pdfText(new Uint8Array(attestation!.content))).toContain(
      "Attestation de fin de formation",
    );
  });

  it("writes HTML the W3C checker accepts, for every template", async () => {
    const pages = [...received].map(([id, mail]) => ({ path: id, html: mail.html as string }));
    expect(await htmlErrors(pages)).toEqual([]);
  }, 60_000);
});
