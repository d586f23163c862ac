import { createHash } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { fixtureDatabase, schema } from "./fixture-database";
import { insertStaff } from "./staff";

/**
 * A session to take attendance of, for the end-to-end test of issue 47 and its screenshots: two
 * days in a room in Lyon, 9 h – 17 h, three confirmed trainees whose personal links are known.
 */
export const TRAINEES = {
  zoe: { first: "Zoé", last: "Martin", email: "zoe@acme.fr" },
  paul: { first: "Paul", last: "Durand", email: "paul@acme.fr" },
  ines: { first: "Inès", last: "Petit", email: "ines@acme.fr" },
} as const;
export type Trainee = keyof typeof TRAINEES;

/** A trainee's personal link token: the database keeps only its SHA-256. */
export const tokenOf = (who: Trainee) => `${who}-${"j".repeat(40)}`;
export const sha256 = (text: string | Uint8Array) =>
  createHash("sha256").update(text).digest("hex");

/** The staff, the formation, the room, the session and its trainees; resolves with the session's id. */
export function attendanceFixture(directory: string): Promise<number> {
  let sessionId = 0;
  return fixtureDatabase(async (db) => {
    await insertStaff(db);
    const [formation] = await db
      .insert(schema.formations)
      .values({
        slug: "python",
        title: "Python pour l'analyse de données",
        duration: "2 jours",
        price_no_tax: "1400",
        published: true,
        objectives: ["Charger et nettoyer des données avec pandas"],
        assessment_methods: ["Exercices corrigés"],
      })
      .returning();
    const [room] = await db
      .insert(schema.locations)
      .values({
        country: "France",
        city: "Lyon",
        address: "12 rue de la République, 69002 Lyon",
        permanent: true,
      })
      .returning();
    const [session] = await db
      .insert(schema.trainingSessions)
      .values({
        formation_id: formation!.id,
        start_date: "2026-12-14",
        end_date: "2026-12-15",
        daily_hours: "9 h – 17 h",
        place: "location",
        location_id: room!.id,
        capacity: 8,
        status: "open",
        published: true,
        trainer: "Inès Garnier",
      })
      .returning();
    sessionId = session!.id;
    for (const [who, trainee] of Object.entries(TRAINEES)) {
      const [registration] = await db
        .insert(schema.registrations)
        .values({
          session_id: session!.id,
          trainee_name: `${trainee.first} ${trainee.last}`,
          first_name: trainee.first,
          last_name: trainee.last,
          email: trainee.email,
          payer: "entreprise",
          company: "Acme",
          status: "confirmed",
        })
        .returning();
      await db.insert(schema.registrationTokens).values({
        token_hash: sha256(tokenOf(who as Trainee)),
        registration_id: registration!.id,
        email: trainee.email,
      });
      // The trainer's result for the objective, recorded on the last afternoon: the attestation
      // goes with the certificate (evaluation.spec.ts records them in the browser).
      await db.insert(schema.questionnaireAnswers).values({
        registration_id: registration!.id,
        questionnaire: "results",
        answers: [
          {
            question: "Charger et nettoyer des données avec pandas",
            kind: "choice",
            answer: "Acquis",
          },
        ],
        answered_at: new Date("2026-12-15T16:00:00+01:00"),
        entered_by: "Inès Garnier (formateur)",
      });
    }
  })(directory).then(() => sessionId);
}

/** The address the dashboard's QR code holds, read from its pixels as a phone's camera would. */
export async function scanQrCode(staff: Page): Promise<string> {
  await staff.getByRole("button", { name: "Afficher le QR code" }).click();
  const image = staff.getByTestId("room-qr");
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const pixels = await image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, 400, 400);
    context.drawImage(img, 0, 0, 400, 400);
    return Array.from(context.getImageData(0, 0, 400, 400).data);
  });
  const decoded = jsQR(new Uint8ClampedArray(pixels), 400, 400);
  expect(decoded, "un QR code lisible").not.toBeNull();
  await staff.keyboard.press("Escape");
  return decoded!.data;
}

/** Draws a signature on the pad with a finger's worth of strokes. */
export async function drawSignature(phone: Page) {
  const pad = phone.getByRole("img", { name: "Signez dans le cadre, avec le doigt ou la souris" });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await phone.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await phone.mouse.down();
  for (const [x, y] of [
    [0.3, 0.2],
    [0.5, 0.8],
    [0.7, 0.3],
    [0.9, 0.6],
  ] as const)
    await phone.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  await phone.mouse.up();
}
