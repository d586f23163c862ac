import { expect, test, type Browser, type Page, type Route } from "@playwright/test";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { expectNoAxeViolations, PHONE } from "../support/axe";
import { expectNoIndexPageHead } from "../support/metadata";
import { startTestServer, type TestServer } from "../support/server";
import { signIn } from "../support/staff";

/**
 * Accounts end to end: a server of its own sends every mail to a real SMTP server started here,
 * and the tests follow the links in the mails as a person would.
 */
const ADMIN = { email: "chef@atlas-test.fr", password: "admin-secret" };
const MEMBER = { email: "ines@atlas-test.fr", password: "membre-secret" };

let smtp: TestSmtpServer;
let server: TestServer;

// Each journey waits for several mails and runs accessibility checks: longer than the default.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The first link of the newest mail to `to` whose subject contains `subject`, once it arrives. */
async function linkFromMail(to: string, subject: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = smtp.received
          .slice(after)
          .filter(
            (received) =>
              received.to &&
              JSON.stringify(received.to).includes(to) &&
              received.subject?.includes(subject),
          )
          .at(-1);
        link = mail?.text?.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!.replace(/^http:\/\/localhost:\d+/, server.baseURL);
}

let visitors = 0;

/**
 * A browser of its own, as another person on another connection: the server (which trusts this
 * machine as its proxy) counts its requests under an address of its own, so that the people of
 * one journey do not share one sign-in limit.
 */
async function newPage(browser: Browser): Promise<Page> {
  visitors += 1;
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${visitors}` },
  });
  return context.newPage();
}

/** From an invitation link to a finished profile. */
async function acceptInvitation(
  page: Page,
  invitationLink: string,
  who: { email: string; password: string; firstName: string; lastName: string },
) {
  const mailsBefore = smtp.received.length;
  await page.goto(invitationLink);
  await expect(page.getByRole("heading", { level: 1, name: "Créer mon compte" })).toBeVisible();
  await expect(page.getByText("Invitation reçue")).toBeVisible();
  await expect(page.getByText("Invitation trouvée")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Connexion" })).toBeDisabled();
  const email = page.getByLabel("Email *");
  await expect(email).toHaveValue(who.email);
  await expect(email).toHaveAttribute("readonly", "");
  await page.getByLabel("Prénom *").fill(who.firstName);
  await page.getByLabel("Nom *", { exact: true }).fill(who.lastName);
  await page.getByLabel("Mot de passe *").fill(who.password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Inscription réussie")).toBeVisible();
  await expect(page.getByText("Vérifiez votre email pour confirmer votre compte.")).toBeVisible();

  // The confirmation link lands on the site root, and an unfinished profile goes to onboarding.
  await page.goto(await linkFromMail(who.email, "Confirmez votre adresse", mailsBefore));
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText("Email confirmé")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(who.email);
  await page.getByLabel("Mot de passe *", { exact: true }).fill(who.password);
  await page.getByLabel("Confirmer le mot de passe *").fill(who.password);
  await page.getByRole("button", { name: "Finaliser mon inscription" }).click();
  await expect(page.getByText("Profil créé avec succès")).toBeVisible();
  await expect(
    page.getByText("Bienvenue dans l'équipe ! Votre compte est maintenant actif."),
  ).toBeVisible();
}

test("the first administrator follows the printed invitation through sign-up, confirmation and onboarding", async ({
  browser,
}) => {
  expect(server.logs.join("\n")).toContain("Premier administrateur");
  const page = await newPage(browser);
  await page.goto("/login");
  await expectNoIndexPageHead(page, "Espace Personnel", "/login");
  const mailsBefore = smtp.received.length;
  await page.goto(await linkFromMail(ADMIN.email, "Invitation"));
  await page.getByLabel("Prénom *").fill("Camille");
  await page.getByLabel("Nom *", { exact: true }).fill("Moreau");
  await page.getByLabel("Mot de passe *").fill(ADMIN.password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Inscription réussie")).toBeVisible();
  await page.goto(await linkFromMail(ADMIN.email, "Confirmez votre adresse", mailsBefore));
  await expect(page).toHaveURL(/\/onboarding$/);

  // Until onboarding is done, every page leads back to it.
  await page.goto("/formations");
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/onboarding$/);
  await expectNoAxeViolations(page);
  await expectNoIndexPageHead(page, "Finaliser l'inscription", "/onboarding");

  await page.getByLabel("Mot de passe *", { exact: true }).fill("abcdefghij");
  await page.getByLabel("Confirmer le mot de passe *").fill("abcdefghik");
  await page.getByRole("button", { name: "Finaliser mon inscription" }).click();
  await expect(page.getByText("Les mots de passe ne correspondent pas.").first()).toBeVisible();
  await page.getByLabel("Mot de passe *", { exact: true }).fill("abcdefghi");
  await page.getByLabel("Confirmer le mot de passe *").fill("abcdefghi");
  await page.getByRole("button", { name: "Finaliser mon inscription" }).click();
  await expect(
    page.getByText("Le mot de passe doit contenir au moins 10 caractères.").first(),
  ).toBeVisible();

  await page.getByLabel("Mot de passe *", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Confirmer le mot de passe *").fill(ADMIN.password);
  await page.getByRole("button", { name: "Finaliser mon inscription" }).click();
  await expect(page.getByText("Profil créé avec succès")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("current-user")).toHaveText(/Camille Moreau\s*Administrateur/);
  // The staff area has neither the public header nor the footer, even on an unknown address.
  await expect(page.getByTestId("site-header")).toHaveCount(0);
  await expect(page.getByTestId("site-footer")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto("/dashboard/quelque-chose");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("site-header")).toHaveCount(0);

  // Signed in, /login leads to the dashboard.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().close();
});

test("an admin invites a member, who lands on their own space and cannot reach the admin pages", async ({
  browser,
}) => {
  const admin = await newPage(browser);
  await signIn(admin, ADMIN);
  await expect(admin.getByText("Connexion réussie")).toBeVisible();
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto("/dashboard/users");
  await expectNoAxeViolations(admin);

  // An address that already has an account is refused.
  await admin.getByRole("button", { name: "Inviter un utilisateur" }).click();
  // Only the e-mail is required: the button waits for it.
  await expect(admin.getByRole("button", { name: "Envoyer l'invitation" })).toBeDisabled();
  await admin.getByLabel("Email *").fill("   ");
  await expect(admin.getByRole("button", { name: "Envoyer l'invitation" })).toBeDisabled();
  await admin.getByLabel("Email *").fill(ADMIN.email);
  await admin.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(
    admin.getByText("Erreur d'email: un compte existe déjà pour cette adresse."),
  ).toBeVisible();

  await admin.getByLabel("Email *").fill(MEMBER.email);
  await admin.getByLabel("Prénom", { exact: true }).fill("Inès");
  await admin.getByLabel("Rôles", { exact: true }).fill("Formatrice");
  await admin.getByLabel("Rôles", { exact: true }).press("Enter");
  await admin.getByLabel("Rôles", { exact: true }).fill(" Formatrice ");
  await admin.getByRole("button", { name: "Ajouter le rôle" }).click();
  await expect(
    admin.getByRole("list", { name: "Rôles ajoutés" }).getByRole("listitem"),
  ).toHaveCount(1);
  await admin.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(admin.getByText("Invitation envoyée")).toBeVisible();
  await expect(
    admin.getByText(`Un e-mail d'invitation a été envoyé à ${MEMBER.email}.`),
  ).toBeVisible();
  const firstLink = await linkFromMail(MEMBER.email, "Invitation");

  // Re-inviting replaces the pending invitation: the first link has expired.
  const mailsBefore = smtp.received.length;
  await admin.getByRole("button", { name: "Inviter un utilisateur" }).click();
  await admin.getByLabel("Email *").fill(MEMBER.email);
  await admin.getByLabel("Prénom", { exact: true }).fill("Inès");
  await admin.getByLabel("Titre", { exact: true }).fill("Formatrice IA");
  await admin.getByRole("button", { name: "Envoyer l'invitation" }).click();
  // The first toast may still be on screen: the newest is the last one.
  await expect(admin.getByText("Invitation envoyée").last()).toBeVisible();
  const link = await linkFromMail(MEMBER.email, "Invitation", mailsBefore);
  expect(link).not.toBe(firstLink);

  const member = await newPage(browser);
  await member.goto(firstLink);
  await expect(member.getByText("Invitation expirée")).toBeVisible();
  await expect(member.getByText("Cette invitation a expiré.")).toBeVisible();
  await expect(member.getByRole("heading", { level: 1, name: "Espace Personnel" })).toBeVisible();

  await acceptInvitation(member, link, { ...MEMBER, firstName: "Inès", lastName: "Garcia" });
  await expect(member).toHaveURL(/\/dashboard\/user$/);
  await expect(member.getByText("Bienvenue sur votre espace personnel")).toBeVisible();
  await expect(member.getByTestId("current-user")).toHaveText(/Inès Garcia\s*Formatrice IA/);
  await expectNoAxeViolations(member);

  for (const path of ["/dashboard", "/dashboard/users"]) {
    await member.goto(path);
    await expect(member).toHaveURL(/\/dashboard\/user$/);
  }

  await admin.reload();
  await expect(
    admin
      .getByRole("list", { name: "Utilisateurs" })
      .getByRole("listitem")
      .filter({ hasText: "Inès Garcia" }),
  ).toContainText("Invité par Camille Moreau");
  await admin.context().close();
  await member.context().close();
});

test("before the page's code has arrived, the sign-in form cannot be sent, so no password travels in an address", async ({
  browser,
}) => {
  const page = await newPage(browser);
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  // The scripts are held back, as on a slow connection: the form shows before it can work.
  const held: Route[] = [];
  let released = false;
  await page.route("**/_next/static/chunks/*.js", (route) =>
    released ? route.continue() : void held.push(route),
  );
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  const button = page.getByRole("button", { name: "Se connecter" });
  await expect(button).toBeDisabled();
  await expect(page.getByLabel("Mot de passe")).toBeDisabled();
  // Even sent by other means, the form posts: the values never go into the address.
  await expect(page.locator("form").filter({ has: button })).toHaveAttribute("method", "post");
  expect(held.length).toBeGreaterThan(0);

  released = true;
  for (const route of held) await route.continue();
  await expect(button).toBeEnabled();
  await signIn(page, { email: MEMBER.email, password: "pas-le-bon" });
  await expect(page.getByText("Adresse e-mail ou mot de passe incorrect.")).toBeVisible();
  expect(addresses.filter((address) => address.includes("pas-le-bon"))).toEqual([]);
  await page.context().close();
});

test("sign-in tells a wrong password apart, in French, and signing out ends the session", async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page, { email: MEMBER.email, password: "pas-le-bon" });
  await expect(page.getByText("Erreur de connexion")).toBeVisible();
  await expect(page.getByText("Adresse e-mail ou mot de passe incorrect.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);

  await signIn(page, MEMBER);
  await expect(page.getByText("Bienvenue !")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/user$/);

  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Gérer mon compte" })).toBeVisible();
  await page.getByLabel("Numéro de téléphone").fill("06 11 22 33 44");
  await page.getByRole("button", { name: "Mettre à jour mon profil" }).click();
  await expect(page.getByText("Profil mis à jour")).toBeVisible();
  await expect(page.getByText("Vos informations ont été mises à jour avec succès.")).toBeVisible();
  await expectNoAxeViolations(page);

  // A new contact address: the same answer whether it is the administrator's or a free one; only
  // the free one gets a link, and the profile changes once its button is pressed.
  const field = page.getByLabel("Email de contact *");
  for (const email of [ADMIN.email, "ines.nouvelle@atlas-test.fr"]) {
    await field.fill(email);
    await page.getByRole("button", { name: "Mettre à jour mon profil" }).click();
    await expect(
      page.getByText(
        `Un lien de confirmation a été envoyé à ${email} : votre adresse de contact changera une fois ce lien ouvert (valable 24 heures).`,
      ),
    ).toBeVisible();
    await expect(field).toHaveValue(MEMBER.email);
  }
  const link = await linkFromMail(
    "ines.nouvelle@atlas-test.fr",
    "Confirmez votre adresse de contact",
  );
  expect(
    smtp.received.filter(
      (mail) =>
        mail.subject?.includes("Confirmez votre adresse de contact") &&
        JSON.stringify(mail.to).includes(ADMIN.email),
    ),
  ).toEqual([]);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Confirmer votre adresse de contact",
  );
  await page.getByRole("button", { name: "Confirmer cette adresse" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Adresse de contact confirmée");
  await page.goto("/dashboard/profile");
  await expect(field).toHaveValue("ines.nouvelle@atlas-test.fr");

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/login$/);
  for (const path of ["/dashboard", "/dashboard/profile", "/onboarding"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.context().close();
});

test("'Mot de passe oublié ?' leads to a new password", async ({ browser }) => {
  const page = await newPage(browser);
  await page.setViewportSize(PHONE);
  const mailsBefore = smtp.received.length;
  await page.goto("/login");
  await page.getByRole("button", { name: "Mot de passe oublié ?" }).click();
  await page.getByLabel("Email").fill(MEMBER.email);
  await page.getByRole("button", { name: "Recevoir le lien" }).click();
  await expect(page.getByText("Email de récupération envoyé")).toBeVisible();

  await page.goto(await linkFromMail(MEMBER.email, "Réinitialisation", mailsBefore));
  await expect(page).toHaveURL(/\/reinitialiser-mot-de-passe\?token=/);
  await expectNoAxeViolations(page);
  await expectNoIndexPageHead(page, "Nouveau mot de passe", "/reinitialiser-mot-de-passe");
  MEMBER.password = "tout-nouveau";
  await page.getByLabel("Nouveau mot de passe *").fill(MEMBER.password);
  await page.getByLabel("Confirmer le mot de passe *").fill(MEMBER.password);
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page.getByText("Mot de passe modifié")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, MEMBER);
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await page.context().close();
});

test("an admin sends a magic link that signs the member in once", async ({ browser }) => {
  const admin = await newPage(browser);
  await signIn(admin, ADMIN);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto("/dashboard/users");
  const mailsBefore = smtp.received.length;
  await admin
    .getByRole("list", { name: "Utilisateurs" })
    .getByRole("listitem")
    .filter({ hasText: "Inès Garcia" })
    .getByRole("button", { name: /^Magic/ })
    .click();
  await expect(admin.getByText("Lien magique envoyé")).toBeVisible();
  const link = await linkFromMail(MEMBER.email, "lien de connexion", mailsBefore);

  const member = await newPage(browser);
  await member.goto(link);
  await expect(member).toHaveURL(/\/dashboard\/user$/);
  await expect(member.getByTestId("current-user")).toContainText("Inès Garcia");

  const stranger = await newPage(browser);
  await stranger.goto(link);
  await expect(stranger).toHaveURL(/\/login/);
  await admin.context().close();
  await member.context().close();
  await stranger.context().close();
});

/** Mails to `to` whose subject contains `subject`, received so far. */
const mailsTo = (to: string, subject: string) =>
  smtp.received.filter(
    (mail) => mail.to && JSON.stringify(mail.to).includes(to) && mail.subject?.includes(subject),
  );

async function signUp(
  page: Page,
  who: { email: string; password: string; firstName: string; lastName: string },
) {
  await page.getByRole("tab", { name: "Inscription" }).click();
  await page.getByLabel("Prénom *").fill(who.firstName);
  await page.getByLabel("Nom *", { exact: true }).fill(who.lastName);
  const email = page.getByLabel("Email *");
  if (await email.isEditable()) await email.fill(who.email);
  await page.getByLabel("Mot de passe *").fill(who.password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page.getByText("Inscription réussie")).toBeVisible();
}

test("a stranger who signs up first with an invited address never gets its rights, and the invitee still gets in", async ({
  browser,
}) => {
  const VICTIM = {
    email: "directrice@atlas-test.fr",
    password: "le-vrai-mot-de-passe",
    firstName: "Nadia",
    lastName: "Vrai",
  };
  const STRANGER = {
    ...VICTIM,
    password: "celui-de-l-intrus",
    firstName: "Eve",
    lastName: "Intruse",
  };

  // An administrator invites the future director.
  const admin = await newPage(browser);
  await signIn(admin, ADMIN);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto("/dashboard/users");
  await admin.getByRole("button", { name: "Inviter un utilisateur" }).click();
  await admin.getByLabel("Email *").fill(VICTIM.email);
  await admin.getByRole("switch", { name: "Administrateur" }).click();
  await admin.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(admin.getByText("Invitation envoyée")).toBeVisible();
  const invitationLink = await linkFromMail(VICTIM.email, "Invitation");

  // The stranger, who knows the address, signs up with it and keeps trying to sign in.
  const stranger = await newPage(browser);
  await stranger.goto("/login");
  await signUp(stranger, STRANGER);
  await stranger.getByRole("tab", { name: "Connexion" }).click();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await stranger.getByLabel("Email").fill(STRANGER.email);
    await stranger.getByLabel("Mot de passe").fill(STRANGER.password);
    await stranger.getByRole("button", { name: "Se connecter" }).click();
    await expect(
      stranger.getByText("Votre adresse e-mail n'est pas encore confirmée").last(),
    ).toBeVisible();
  }
  // The owner's mailbox gets one confirmation request, not one per try.
  await expect
    .poll(() => mailsTo(VICTIM.email, "Confirmez votre adresse").length, { timeout: 20_000 })
    .toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(mailsTo(VICTIM.email, "Confirmez votre adresse")).toHaveLength(1);

  // The owner, expecting mail from the site, follows it.
  const owner = await newPage(browser);
  await owner.goto(await linkFromMail(VICTIM.email, "Confirmez votre adresse"));
  await expect(owner).toHaveURL(/\/onboarding$/);

  // The stranger can now sign in, but the account is only a personal space.
  await stranger.getByLabel("Email").fill(STRANGER.email);
  await stranger.getByLabel("Mot de passe").fill(STRANGER.password);
  await stranger.getByRole("button", { name: "Se connecter" }).click();
  await expect(stranger).toHaveURL(/\/onboarding$/);
  await stranger.getByLabel("Prénom *").fill(STRANGER.firstName);
  await stranger.getByLabel("Mot de passe *", { exact: true }).fill(STRANGER.password);
  await stranger.getByLabel("Confirmer le mot de passe *").fill(STRANGER.password);
  await stranger.getByRole("button", { name: "Finaliser mon inscription" }).click();
  await expect(stranger).toHaveURL(/\/dashboard\/user$/);
  for (const path of ["/dashboard", "/dashboard/users"]) {
    await stranger.goto(path);
    await expect(stranger).toHaveURL(/\/dashboard\/user$/);
  }

  // The owner follows the invitation (this browser still holds the stranger's account's session).
  await owner.goto(invitationLink);
  await expect(owner.getByRole("heading", { level: 1, name: "Créer mon compte" })).toBeVisible();
  const mailsBefore = smtp.received.length;
  await signUp(owner, VICTIM);
  await owner.goto(await linkFromMail(VICTIM.email, "Confirmez votre adresse", mailsBefore));
  await expect(owner).toHaveURL(/\/onboarding$/);
  await owner.getByLabel("Mot de passe *", { exact: true }).fill(VICTIM.password);
  await owner.getByLabel("Confirmer le mot de passe *").fill(VICTIM.password);
  await owner.getByRole("button", { name: "Finaliser mon inscription" }).click();
  await expect(owner).toHaveURL(/\/dashboard$/);
  await expect(owner.getByTestId("current-user")).toHaveText(/Nadia Vrai\s*Administrateur/);
  await owner.goto("/dashboard/users");
  await expect(owner.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(owner).toHaveURL(/\/dashboard\/users$/);

  // The stranger's session is gone, and their password opens nothing.
  await stranger.goto("/dashboard/user");
  await expect(stranger).toHaveURL(/\/login$/);
  await signIn(stranger, STRANGER);
  await expect(stranger.getByText("Adresse e-mail ou mot de passe incorrect.")).toBeVisible();
  await expect(stranger).toHaveURL(/\/login$/);

  // Onboarding does not run twice.
  await owner.goto("/onboarding");
  await expect(owner).toHaveURL(/\/dashboard$/);
  for (const context of [admin, stranger, owner].map((page) => page.context()))
    await context.close();
});
