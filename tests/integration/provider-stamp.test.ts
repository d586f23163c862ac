import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import { formPost, site, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { pdfText } from "../support/pdf";
import { formations } from "@/features/formations/tables";
import { auditLog } from "@/server/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { attendanceMarks, attendanceScans } from "@/features/attendance/tables";
import { attendanceCertificates } from "@/features/certificates/tables";

const { mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const stampRoute = await import("@/app/api/cachet/route");
const { issueDueCertificates } = await import("@/features/certificates/certificates");

/** A round blue stamp on a transparent ground, as a scanner or a drawing tool writes it. */
const stampPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><circle cx="400" cy="400" r="380" fill="none" stroke="#1d4ed8" stroke-width="30"/></svg>',
    ),
  )
    .png()
    .toBuffer();

const upload = async (image: Buffer) => {
  const body = new FormData();
  body.set("image", new File([new Uint8Array(image)], "cachet.png", { type: "image/png" }));
  return stampRoute.POST(
    await formPost(`${site}/api/cachet`, body, { origin: site, host: "atlas.example" }),
  );
};

/** The provider's stamp and signature: sent by an administrator, printed on the certificates. */
describe.each(databaseTargets)("the provider's stamp on $name", (target) => {
  const world = useAdministration(target);
  const { as } = world;

  it("is sent by an administrator only, journaled, and printed on the certificates with the model's mentions", async () => {
    const image = await stampPng();
    as("member");
    expect((await upload(image)).status).toBe(403);
    as("admin");
    const refused = await upload(Buffer.from("%PDF-1.4 pas une image"));
    expect([refused.status, await refused.json()]).toEqual([
      415,
      { ok: false, error: "Format refusé : JPEG, PNG, WebP ou HEIC uniquement." },
    ]);
    expect((await upload(image)).status).toBe(200);
    const stored = await stampRoute.GET();
    const png = Buffer.from(await stored.arrayBuffer());
    // Re-encoded within its box, its transparency kept.
    const { width, height, hasAlpha } = await sharp(png).metadata();
    expect([width! <= 600, height! <= 300, hasAlpha]).toEqual([true, true, true]);
    const journal = await world.db.select().from(auditLog).where(eq(auditLog.entity, "stamp"));
    expect(journal.map((line) => line.summary)).toEqual([
      `Cachet et signature déposés : SHA-256 ${createHash("sha256").update(png).digest("hex")}`,
    ]);

    // A session that ended, proven by its paper sheet: its certificate carries the stamp.
    const [formation] = await world.db
      .insert(formations)
      .values({ slug: "cachet", title: "Excel avancé", duration: "1 jour", price_no_tax: "600" })
      .returning();
    const [session] = await world.db
      .insert(trainingSessions)
      .values({
        formation_id: formation!.id,
        start_date: "2026-12-14",
        end_date: "2026-12-14",
        daily_hours: "9 h – 17 h",
        place: "remote",
        capacity: 4,
        status: "open",
      })
      .returning();
    const [trainee] = await world.db
      .insert(registrations)
      .values({
        session_id: session!.id,
        trainee_name: "Léa Roux",
        first_name: "Léa",
        last_name: "Roux",
        email: "lea@acme.fr",
        payer: "entreprise",
        company: "Acme",
        status: "present",
      })
      .returning();
    for (const half of ["am", "pm"] as const)
      await world.db.insert(attendanceMarks).values({
        registration_id: trainee!.id,
        day: "2026-12-14",
        half,
        status: "present",
        reason: "Feuille papier signée",
        updated_at: new Date("2026-12-14T17:00:00Z"),
      });
    const sheet = Buffer.from("%PDF-1.4\n% feuille\n%%EOF\n");
    await world.db.insert(attendanceScans).values({
      session_id: session!.id,
      format: "pdf",
      data: sheet,
      size: sheet.byteLength,
      sha256: "0".repeat(64),
      uploaded_at: new Date("2026-12-14T17:30:00Z"),
    });
    expect(
      await issueDueCertificates(world.db, siteConfig, new Date("2026-12-15T09:00:00Z")),
    ).toBeGreaterThanOrEqual(1);
    const [certificate] = await world.db
      .select()
      .from(attendanceCertificates)
      .where(eq(attendanceCertificates.registration_id, trainee!.id));
    const bytes = certificate!.pdf;
    // The image is in the file, under the model's words.
    expect(bytes.includes(Buffer.from("/Subtype /Image"))).toBe(true);
    const text = (await pdfText(new Uint8Array(bytes))).replace(/\s+/g, " ");
    expect(text).toContain("Cachet et signature du responsable du dispensateur de formation");
    expect(text).toContain(
      "En cas de cofinancement des fonds européens la durée de conservation est étendue conformément aux obligations conventionnelles spécifiques.",
    );
    expect(text).toContain("pour une durée de 7 h (1).");
    expect(text).toContain(
      "(1) Pour une action de formation à distance, la durée tient compte de la réalisation des activités pédagogiques",
    );
    expect(text).toContain("Camille Moreau, représentant légal, pour Atlas Tech Formation SAS");

    // Taken away: the next documents print none; a second removal says there is none.
    const removal = () =>
      stampRoute.DELETE(
        new Request(`${site}/api/cachet`, {
          method: "DELETE",
          headers: { origin: site, host: "atlas.example" },
        }),
      );
    expect((await removal()).status).toBe(200);
    expect((await stampRoute.GET()).status).toBe(404);
    expect((await removal()).status).toBe(404);
  });
});
