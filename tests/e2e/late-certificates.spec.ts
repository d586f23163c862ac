import { expect, test, type Page } from "@playwright/test";
import { attendanceFixture, TRAINEES } from "../support/attendance";
import { pdfText } from "../support/pdf";
import { serverOverTime } from "../support/server-over-time";
import { signedInPage, STAFF } from "../support/staff";

/**
 * Issue 71: a session whose attendance nobody completed in time (14 and 15 December 2026, the
 * trainer never countersigned, the trainees signed on paper). Staff find it among what waits,
 * complete it 90 days after its end from the paper sheet, and the next run of the hourly job
 * sends each trainee their certificate: no window closes on a session's certificates.
 */
const sessionId = { value: 0 };
const clock = serverOverTime(async (directory) => {
  sessionId.value = await attendanceFixture(directory);
});

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.beforeAll(clock.open);
test.afterAll(clock.close);

const HALF_DAYS = [
  "lundi 14 décembre, matin",
  "lundi 14 décembre, après-midi",
  "mardi 15 décembre, matin",
  "mardi 15 décembre, après-midi",
];

const certificateSubject =
  "Certificat de réalisation : Python pour l'analyse de données | Atlas Tech Formation";
const certificatesTo = (address: string) =>
  clock.smtp.received.filter(
    (mail) =>
      mail.subject === certificateSubject &&
      mail.to &&
      "text" in mail.to &&
      mail.to.text === address,
  );

test("a session completed 90 days after its end still gets its certificates, and waits on the home until then", async ({
  browser,
}) => {
  // 15 March 2027: 90 days after the session's last day.
  await clock.at("2027-03-15T10:00:00+01:00");
  const staff: Page = await signedInPage(browser, clock.server.baseURL, STAFF.admin);
  await staff.goto("/dashboard");
  const waiting = staff
    .getByTestId("todo")
    .getByRole("link", { name: "1 session terminée aux certificats en attente" });
  await expect(waiting).toBeVisible();
  await waiting.click();
  await expect(staff).toHaveURL(/\/dashboard\/sessions\?vue=certificats-en-attente$/);
  await staff
    .getByRole("link", { name: /Python pour l'analyse de données/ })
    .first()
    .click();
  await expect(staff).toHaveURL(`/dashboard/sessions/${sessionId.value}`);

  // The paper sheet signed in the room: each half-day recorded from it, then its scan sent.
  const grid = staff.getByTestId("attendance-grid");
  for (const halfDay of HALF_DAYS) {
    await grid.getByRole("button", { name: `Tous présents : ${halfDay}` }).click();
    const dialog = staff.getByRole("dialog", { name: `Tous présents : ${halfDay}` });
    await dialog.getByLabel("Motif *").fill("Feuille d'émargement signée sur papier");
    await dialog.getByRole("button", { name: "Marquer présents" }).click();
    await expect(staff.getByText(`3 stagiaires marqués présents : ${halfDay}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  await staff.getByLabel("Déposer la feuille signée (scan)").setInputFiles({
    name: "feuille.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% feuille signée à la main\n%%EOF\n"),
  });
  await expect(staff.getByText("Feuille signée enregistrée")).toBeVisible();
  expect(certificatesTo(TRAINEES.zoe.email)).toEqual([]);
  await staff.context().close();

  // The hourly run, an hour later, sends them: to each trainee, with the hours signed on paper.
  await clock.at("2027-03-15T11:05:00+01:00");
  for (const trainee of Object.values(TRAINEES))
    await expect.poll(() => certificatesTo(trainee.email).length, { timeout: 30_000 }).toBe(1);
  const [zoe] = certificatesTo(TRAINEES.zoe.email);
  const text = (await pdfText(new Uint8Array(zoe!.attachments[0]!.content))).replace(/\s+/g, " ");
  expect(text).toContain("MARTIN Zoé");
  expect(text).toContain("pour une durée de 14 h");

  // The session no longer waits on the home.
  const again = await signedInPage(browser, clock.server.baseURL, STAFF.admin);
  await again.goto("/dashboard");
  await expect(again.getByTestId("todo")).not.toContainText("certificats en attente");
  await again.context().close();
});
