import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  site,
  article,
  place,
  event,
  session,
  formation,
  profile,
  pngUpload,
  useAdministration,
} from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { formationResults } from "@/features/formations/tables";
import { blogPosts } from "@/features/blog/tables";
import { contactRequests } from "@/features/contact/tables";

const { state, mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const blog = await import("@/features/blog/actions");
const places = await import("@/features/locations/actions");
const agenda = await import("@/features/events/actions");
const catalogue = await import("@/features/formations/actions");
const accounts = await import("@/features/accounts/actions");
const contact = await import("@/features/contact/actions");
const sessions = await import("@/features/session-desk/actions");
const surveys = await import("@/features/surveys/actions");
const assessment = await import("@/features/assessment/actions");
const billing = await import("@/features/billing/actions");
const trainerActions = await import("@/features/session-desk/trainer-actions");
const bpf = await import("@/features/bpf/actions");
const bpfPdfRoute = await import("@/app/dashboard/bpf/bpf.pdf/route");
const bpfCsvRoute = await import("@/app/dashboard/bpf/bpf.csv/route");
const csvRoute = await import("@/app/dashboard/demandes/export.csv/route");
const sessionCsvRoute = await import("@/app/dashboard/sessions/[id]/inscriptions.csv/route");
const sheetRoute = await import("@/app/dashboard/sessions/[id]/emargement.pdf/route");
const agreementRoute = await import("@/app/dashboard/sessions/[id]/documents/[registration]/route");
const requesterRoute = await import("@/app/dashboard/demandes/[id]/donnees.json/route");
const mailPreviewRoute = await import("@/app/dashboard/emails/[template]/route");
const invoiceRoute = await import("@/app/dashboard/factures/[id]/facture.pdf/route");
const answersCsvRoute = await import("@/app/dashboard/avis/export.csv/route");
const imageRoute = await import("@/app/api/images/[folder]/[id]/route");

/** Who may do what in the dashboard: every administrator's action refused to the signed-out (401), to a member and to an administrator still onboarding (403) with nothing written; the downloads and uploads refused alike; the mail previews and the edit dialogs' reads. */
describe.each(databaseTargets)("authorization in the dashboard on $name", (target) => {
  const world = useAdministration(target);
  const { ids, as, journal } = world;

  const actions: [string, () => Promise<{ ok: boolean; status?: number }>][] = [
    ["saveArticle", () => blog.saveArticle(null, article)],
    ["deleteArticle", () => blog.deleteArticle(ids.article)],
    ["saveLocation", () => places.saveLocation(ids.location, place)],
    ["deleteLocation", () => places.deleteLocation(ids.location)],
    ["saveEvent", () => agenda.saveEvent(null, event)],
    ["deleteEvent", () => agenda.deleteEvent(ids.event)],
    ["saveFormation", () => catalogue.saveFormation(ids.formation, formation)],
    ["deleteFormation", () => catalogue.deleteFormation(ids.formation)],
    ["updateUser", () => accounts.updateUser(ids.member, profile)],
    ["deleteUser", () => accounts.deleteUser(ids.member)],
    ["eraseRequesterData", () => contact.eraseRequesterData(ids.request)],
    [
      "inviteUser",
      () => accounts.inviteUser({ email: "nouveau@atlas.example", roles: [], admin: false }),
    ],
    ["sendPasswordRecovery", () => accounts.sendPasswordRecovery(ids.member)],
    ["sendMagicLink", () => accounts.sendMagicLink(ids.member)],
    ["changeRequestStatus", () => contact.changeRequestStatus([ids.request], "handled")],
    ["addRequestNote", () => contact.addRequestNote(ids.request, "Rappeler lundi")],
    ["assignRequest", () => contact.assignRequest(ids.request, String(ids.member))],
    ["markRequestSpam", () => contact.markRequestSpam(ids.request, true)],
    ["deleteRequest", () => contact.deleteRequest(ids.request)],
    ["readArticle", () => blog.readArticle(ids.article)],
    ["readLocation", () => places.readLocation(ids.location)],
    ["readEvent", () => agenda.readEvent(ids.event)],
    ["readFormation", () => catalogue.readFormation(ids.formation)],
    ["readUser", () => accounts.readUser(ids.member)],
    ["saveSession", () => sessions.saveSession(null, session)],
    ["cancelSession", () => sessions.cancelSession(ids.session)],
    ["duplicateSession", () => sessions.duplicateSession(ids.session)],
    ["setRegistrationStatus", () => sessions.setRegistrationStatus(ids.registration, "cancelled")],
    ["readSession", () => sessions.readSession(ids.session)],
    ["sendConvocations", () => sessions.sendConvocations(ids.session)],
    ["sendAgreement", () => sessions.sendAgreement(ids.registration)],
    ["markAnswerHandled", () => surveys.markAnswerHandled(ids.answer, "Formateur rappelé")],
    [
      "markStakeholderAnswerHandled",
      () => surveys.markStakeholderAnswerHandled(1, "Convention envoyée plus tôt"),
    ],
    ["moderateComment", () => surveys.moderateComment(ids.consented, "approved")],
    [
      "saveQuestionnaires",
      () =>
        assessment.saveQuestionnaires(ids.formation, {
          needs_questions: "Votre objectif ?",
          positioning: [],
          self_assessment: false,
          quiz: [],
          publish_progress: false,
        }),
    ],
    ["readQuestionnaires", () => assessment.readQuestionnaires(ids.formation)],
    [
      "setFinancingAction",
      () =>
        billing.setFinancingAction({
          registrationId: ids.registration,
          lines: [
            {
              bpfLine: "C-9",
              payerName: "Inès Roux",
              payerSiret: "",
              payerAddress: "3 rue Neuve, 69001 Lyon",
              payerVatNumber: "",
              billingEmail: "",
              agreedAmount: "",
              fileNumber: "",
              serviceCode: "",
              commitmentNumber: "",
            },
          ],
        }),
    ],
    ["invoiceSessionAction", () => billing.invoiceSessionAction({ sessionId: ids.session })],
    [
      "issueAdvanceAction",
      () => billing.issueAdvanceAction({ registrationId: ids.registration, amount: "100" }),
    ],
    [
      "issueManualInvoiceAction",
      () =>
        billing.issueManualInvoiceAction({
          payer: {
            bpfLine: "C-9",
            payerName: "Inès Roux",
            payerSiret: "",
            payerAddress: "3 rue Neuve, 69001 Lyon",
            payerVatNumber: "",
            billingEmail: "",
            serviceCode: "",
            commitmentNumber: "",
          },
          serviceStart: "2026-12-01",
          serviceEnd: "2026-12-01",
          lines: [
            { description: "Conseil", quantity: "1", unit: "C62", unitPrice: "100", vat: "20" },
          ],
          note: "",
        }),
    ],
    ["sendInvoiceAction", () => billing.sendInvoiceAction({ invoiceId: 1 })],
    [
      "saveTrainer",
      () =>
        trainerActions.saveTrainer(null, {
          name: "Marc Petit",
          email: "",
          kind: "external",
          credentials: "",
        }),
    ],
    ["deleteTrainer", () => trainerActions.deleteTrainer(1)],
    [
      "setTraineeProfile",
      () =>
        sessions.setTraineeProfile({
          id: ids.registration,
          trainee_status: "employee",
          remote_hours: "",
        }),
    ],
    [
      "saveBpfYear",
      () => bpf.saveBpfYear({ year: 2026, total_charges: "1000", global_turnover: "" }),
    ],
    ["markBpfFiled", () => bpf.markBpfFiled(2026)],
    ["markBpfRectified", () => bpf.markBpfRectified(2026, 1)],
    ["undoBpfFiling", () => bpf.undoBpfFiling(2026, 1)],
    ["fixBpfGap", () => bpf.fixBpfGap({ kind: "nsf", id: ids.formation, value: "326" })],
    ["creditInvoiceAction", () => billing.creditInvoiceAction({ invoiceId: 1 })],
    [
      "recordPaymentAction",
      () =>
        billing.recordPaymentAction({
          invoiceId: 1,
          paidOn: "2026-12-01",
          amount: "10",
          method: "virement",
          reference: "",
        }),
    ],
  ];

  it.each(actions)(
    "%s: 401 signed out, 403 for a non-admin or an admin who has not finished onboarding, nothing written",
    async (_name, call) => {
      const before = await journal();
      expect(await call()).toMatchObject({ ok: false, status: 401 });
      as("member");
      expect(await call()).toMatchObject({
        ok: false,
        status: 403,
        error: "Action réservée aux administrateurs.",
      });
      as("onboarding");
      expect(await call()).toMatchObject({ ok: false, status: 403 });
      expect(await journal()).toBe(before);
      expect(state.expired).toEqual([]);
      const [request] = await world.db.select().from(contactRequests);
      expect(request?.status).toBe("new");
      expect(await world.db.select({ value: count() }).from(blogPosts)).toEqual([{ value: 1 }]);
    },
  );

  it("refuses the CSV export and image uploads to non-admins", async () => {
    const csv = () => csvRoute.GET(new Request(`${site}/dashboard/demandes/export.csv`));
    const upload = async () =>
      imageRoute.POST(await pngUpload(`${site}/api/images/users/${ids.member}`), {
        params: Promise.resolve({ folder: "users", id: String(ids.member) }),
      });
    expect((await csv()).status).toBe(401);
    expect((await upload()).status).toBe(401);
    as("member");
    expect((await csv()).status).toBe(403);
    expect((await upload()).status).toBe(403);
    const requester = await requesterRoute.GET(
      new Request(`${site}/dashboard/demandes/${ids.request}/donnees.json`),
      { params: Promise.resolve({ id: String(ids.request) }) },
    );
    expect(requester.status).toBe(403);
    const invoice = await invoiceRoute.GET(
      new Request(`${site}/dashboard/factures/1/facture.pdf`),
      {
        params: Promise.resolve({ id: "1" }),
      },
    );
    expect(invoice.status).toBe(403);
    // A session's trainees, as a spreadsheet or on its attendance sheet.
    const params = { params: Promise.resolve({ id: String(ids.session) }) };
    for (const download of [
      sessionCsvRoute.GET(
        new Request(`${site}/dashboard/sessions/${ids.session}/inscriptions.csv`),
        params,
      ),
      sheetRoute.GET(
        new Request(`${site}/dashboard/sessions/${ids.session}/emargement.pdf`),
        params,
      ),
      agreementRoute.GET(
        new Request(`${site}/dashboard/sessions/${ids.session}/documents/${ids.registration}`),
        {
          params: Promise.resolve({
            id: String(ids.session),
            registration: String(ids.registration),
          }),
        },
      ),
    ]) {
      const response = await download;
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain("Inès Roux");
    }
    expect(state.files.size).toBe(0);
    // The yearly BPF names trainees and the provider's figures.
    for (const download of [
      bpfPdfRoute.GET(new Request(`${site}/dashboard/bpf/bpf.pdf?annee=2026`)),
      bpfCsvRoute.GET(new Request(`${site}/dashboard/bpf/bpf.csv?annee=2026`)),
    ])
      expect((await download).status).toBe(403);
    const answers = await answersCsvRoute.GET(new Request(`${site}/dashboard/avis/export.csv`));
    expect(answers.status).toBe(403);
    expect(await answers.text()).not.toContain("BLANC Léo");
  });

  it("shows a mail template's preview to admins only, and says when a template does not exist", async () => {
    const preview = (template: string) =>
      mailPreviewRoute.GET(new Request(`${site}/dashboard/emails/${template}`), {
        params: Promise.resolve({ template }),
      });
    as("anonymous");
    expect((await preview("convocation")).status).toBe(401);
    as("member");
    const refused = await preview("convocation");
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("convocation");
    as("admin");
    const shown = await preview("convocation");
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await shown.text()).toMatch(
      /^<!DOCTYPE html><html dir="ltr" lang="fr">[\s\S]*voici votre convocation/,
    );
    const unknown = await preview("inconnu");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("Ce modèle d'e-mail n'existe pas.");
  });

  it("reads an item for its edit dialog as saved now, says in French when it is gone or unknown", async () => {
    as("admin");
    expect(await places.readLocation(ids.location)).toEqual({
      ok: true,
      values: {
        country: "France",
        city: "Lyon",
        country_code: "",
        address: "",
        permanent: true,
        stay_start: "",
        stay_end: "",
      },
    });
    await world.db
      .insert(formationResults)
      .values({ formation_id: ids.formation, year: 2024, trainees: 8, satisfaction_rate: 90 });
    expect(await catalogue.readFormation(ids.formation)).toMatchObject({
      ok: true,
      values: {
        title: "SQL avancé",
        duration: "1 jour",
        event_id: "none",
        results: [{ year: "2024", trainees: "8", satisfaction_rate: "90", completion_rate: "" }],
      },
    });
    await world.db.delete(formationResults).where(eq(formationResults.formation_id, ids.formation));
    expect(await accounts.readUser(ids.member)).toMatchObject({
      ok: true,
      values: { email: "membre@atlas.example", admin: false, roles: [] },
    });
    expect(await blog.readArticle(ids.article)).toMatchObject({
      ok: true,
      values: { title: "Existant", content: "" },
    });
    expect(await agenda.readEvent(ids.event + 1000)).toEqual({
      ok: false,
      status: 404,
      error: "Cet événement n'existe plus : rechargez la page.",
    });
    expect(await agenda.readEvent(-1)).toEqual({
      ok: false,
      status: 400,
      error: "Élément inconnu.",
    });
  });
});
