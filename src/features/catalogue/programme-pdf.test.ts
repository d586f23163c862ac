import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import { renderProgrammePdf } from "./programme-pdf";
import type { FormationPageData } from "./queries";

/** The text a PDF shows: its content streams inflated, the strings of its TJ operators decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const operation of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      texts.push(
        [...operation[1]!.matchAll(/<([0-9a-f]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1"))
          .join(""),
      );
    }
  }
  return texts.join("\n");
}

const config = readSiteConfig({
  CONTACT_EMAIL: "contact@atlas.fr",
  ACCESSIBILITY_OFFICER: "Camille Moreau",
});
const formation = {
  id: 1,
  slug: "sql",
  title: "SQL pour les métiers",
  description: null,
  duration: "3 jours",
  price_no_tax: "1590.00",
  certification: true,
  cold_survey: false,
  format: "Présentiel",
  access_time: "Sous 15 jours",
  prerequisites: null,
  objectives: ["Écrire des requêtes"],
  methods_used: ["Ateliers"],
  assessment_methods: ["QCM"],
  access_modalities: "Sur devis.",
  event_id: null,
  training_program: { "Chapitre 1": ["SELECT"] },
  programme_order: null,
  published: true,
  last_update: "2026-10-23",
  contact_user_id: 3,
  accessibility: null,
  certification_name: "Exploiter une base de données",
  certification_code: "RS5487",
  certifier: "Certif Data France",
  certification_registered_on: "2022-11-24",
  self_assessment: false,
  publish_progress: false,
  purpose: null,
  rncp_level: null,
  nsf_code: null,
  created_at: new Date(),
} satisfies FormationPageData["formation"];

describe("the PDF programme", () => {
  it("carries every Qualiopi item of the formation page", async () => {
    const text = pdfText(
      await renderProgrammePdf(config, {
        formation,
        event: null,
        location: null,
        places: [],
        contact: {
          name: "Léa",
          last_name: "Fontaine",
          titre: null,
          email: "lea@atlas.fr",
          phone: "06 12 34 56 78",
        },
        results: [
          {
            year: 2025,
            trainees: 48,
            satisfaction_rate: 96,
            completion_rate: 98,
            success_rate: 91,
          },
        ],
        testimonials: [],
        progress: { formation_id: 1, year: 2025, trainees: 9, progress: 1.44 },
      }),
    );
    for (const item of [
      "Prérequis",
      "Aucun prérequis",
      "Objectifs",
      "Durée : 3 jours",
      "Modalités d'accès",
      "Délais d'accès",
      "Méthodes pédagogiques",
      "Méthodes d'évaluation",
      "Certification : Exploiter une base de données",
      "Code : RS5487",
      "Certificateur : Certif Data France",
      "Résultats",
      "Taux de satisfaction 2025 : 96",
      "Progression des acquis 2025 : +1,4 point sur 5 (auto-évaluation de 9 stagiaires",
      "Accessibilité aux personnes en situation de handicap",
      "Référent handicap : Camille Moreau",
      "Contact",
      "Léa Fontaine",
      "Mis à jour le 23 octobre 2026",
    ]) {
      expect(text).toContain(item);
    }
  });
});
