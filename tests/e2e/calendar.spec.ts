import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { monthKey, monthLabel, monthOf, monthSpan, weekStart } from "@/features/calendar/calendar";
import { addDays, parisDay } from "../../src/lib/dates";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { DEMO } from "../support/demo-content";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { islandReady } from "../support/islands";
import { startTestServer, type TestServer } from "../support/server";

/**
 * The server and the browser both take this Wednesday for today, so that every test runs the same
 * on any day: the busy day (a Saturday) falls in the next month, the three-day event ends in that
 * month but in the following week, and the later event is two months on, in one week.
 */
const FIXED_NOW = "2026-03-25T10:00:00+01:00";
const today = parisDay(new Date(FIXED_NOW));
const busyDay = addDays(today, 10);

/**
 * The calendar in a browser whose clock says FIXED_NOW, its island woken: the browser then
 * works out today itself (what the page's render said, with the server's own clock).
 */
async function openCalendar(page: Page) {
  await page.clock.setFixedTime(new Date(FIXED_NOW));
  const response = await page.goto(`${server.baseURL}/calendar`);
  await islandReady(page, "month-title");
  return response;
}

/** A past event, three events on one day (one lasting three days), and one later. */
const events = fixtureDatabase(async (db) => {
  const [lisbonne] = await db
    .insert(schema.locations)
    .values({ country: "Portugal", country_code: "pt", city: "Lisbonne" })
    .returning();
  const [thailande] = await db
    .insert(schema.locations)
    .values({ country: "Thaïlande", country_code: "th" })
    .returning();
  await db.insert(schema.events).values([
    {
      nom: "Ancien salon",
      start_date: addDays(today, -40),
      end_date: addDays(today, -40),
      location: lisbonne!.id,
    },
    {
      nom: "Alpha Summit",
      description: "Conférences sur l'IA.",
      start_date: busyDay,
      end_date: busyDay,
      location: lisbonne!.id,
    },
    {
      nom: "Beta Days",
      start_date: busyDay,
      end_date: addDays(busyDay, 2),
      location: thailande!.id,
    },
    { nom: "Gamma Expo", start_date: busyDay, end_date: busyDay, location: lisbonne!.id },
    {
      nom: "Delta Forum",
      start_date: addDays(today, 45),
      end_date: addDays(today, 46),
      location: null,
    },
  ]);
});

test.describe.configure({ mode: "serial" });

let server: TestServer;
test.beforeAll(async () => {
  server = await startTestServer({
    env: { SEED_DEMO_CONTENT: "false", FIXED_NOW },
    prepare: events,
  });
});
test.afterAll(async () => server?.stop());

test.describe("calendar on a wide screen", () => {
  test.use({ viewport: DESKTOP });

  test("opens on the next event's month, two events a day then '+N', with tooltips", async ({
    page,
  }) => {
    await openCalendar(page);
    await expect(page.getByTestId("month-title")).toHaveText(monthLabel(monthOf(busyDay)));
    await expect(page.getByRole("columnheader")).toHaveText([
      "Lun.",
      "Mar.",
      "Mer.",
      "Jeu.",
      "Ven.",
      "Sam.",
      "Dim.",
    ]);

    const cell = page.locator(`td[data-day="${busyDay}"]`);
    await expect(cell.getByTestId("calendar-event")).toHaveCount(2);
    await expect(cell.getByTestId("calendar-event").first()).toContainText("Alpha Summit");
    await expect(cell.getByTestId("calendar-event").first()).toContainText("Lisbonne");
    await expect(cell.getByTestId("more-events")).toContainText("+1");
    // A three-day event shows on each of its days.
    await expect(page.locator(`td[data-day="${addDays(busyDay, 1)}"]`)).toContainText("Beta Days");
    await expect(page.locator(`td[data-day="${addDays(busyDay, 2)}"]`)).toContainText("Beta Days");

    await cell.getByTestId("calendar-event").first().hover();
    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toContainText("Alpha Summit");
    await expect(tooltip).toContainText("Conférences sur l'IA.");
    await expect(tooltip).toContainText("Lisbonne, Portugal");
    await expect(tooltip).toContainText("dans 10 jours");
    await expectNoAxeViolations(page);
    // On keyboard focus too, read out as the link's description; Escape hides it.
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);
    const first = cell.getByTestId("calendar-event").first();
    await first.focus();
    await expect(first).toHaveAccessibleDescription(
      /Alpha Summit Conférences sur l'IA\..*Lisbonne, Portugal dans 10 jours/,
    );
    await expect(tooltip).toContainText("Alpha Summit");
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);

    // To that event's formations on the page of all event formations.
    await cell.getByTestId("calendar-event").first().click();
    await expect(page).toHaveURL(/\/formations\/evenements#evenement-\d+$/);
  });

  test("moves by month and highlights today", async ({ page }) => {
    await openCalendar(page);
    const title = page.getByTestId("month-title");
    // It opens on the busy day's month, the one after today's.
    await expect(title).toHaveText(monthLabel(monthOf(busyDay)));
    await page.getByRole("button", { name: "Mois précédent" }).click();
    await expect(title).toHaveText(monthLabel(monthOf(today)));
    const todayCell = page.locator(`td[data-day="${today}"]`);
    await expect(todayCell).toHaveAttribute("data-today", "true");
    await expect(todayCell).toContainText("(aujourd'hui)");
    await page.getByRole("button", { name: "Mois suivant" }).click();
    await page.getByRole("button", { name: "Mois suivant" }).click();
    await expect(title).not.toHaveText(monthLabel(monthOf(today)));
  });
});

test("reads another month's events when the visitor reaches it, not with the page", async ({
  page,
  request,
}) => {
  const laterDay = addDays(today, 45);
  const response = await openCalendar(page);
  const html = await response!.text();
  expect(html).toContain("Alpha Summit");
  expect(laterDay > monthSpan(monthOf(busyDay)).to).toBe(true);
  expect(html).not.toContain("Delta Forum");

  const first = monthOf(busyDay);
  const later = monthOf(laterDay);
  const steps = later.year * 12 + later.month - (first.year * 12 + first.month);
  for (let step = 0; step < steps; step += 1)
    await page.getByRole("button", { name: "Mois suivant" }).click();
  await expect(page.getByTestId("month-title")).toHaveText(monthLabel(later));
  await expect(page.locator(`td[data-day="${laterDay}"]`)).toContainText("Delta Forum");
  await expect(page.getByTestId("month-grid")).toHaveAttribute("aria-busy", "false");

  const past = await request.get(
    `${server.baseURL}/api/calendar/${monthKey(monthOf(addDays(today, -40)))}`,
  );
  expect((await past.json()).map((event: { nom: string }) => event.nom)).toContain("Ancien salon");
  const wrong = await request.get(`${server.baseURL}/api/calendar/2026-13`);
  expect(wrong.status()).toBe(400);
  expect(await wrong.json()).toEqual({
    error: "Le mois doit s'écrire AAAA-MM, par exemple 2026-11.",
  });
});

test("a month far from every event is refused: asking for every month cannot fill the shared cache", async ({
  request,
}) => {
  for (const month of ["1999-01", "2400-12"]) {
    const response = await request.get(`${server.baseURL}/api/calendar/${month}`);
    expect(response.status(), month).toBe(404);
    expect(await response.json()).toEqual({ error: "Aucun événement ce mois-là." });
  }
});

test.describe("calendar on a phone", () => {
  test.use({ viewport: PHONE });

  test("lists the week of the next event; an event opens a dialog", async ({ page }) => {
    await openCalendar(page);
    await expect(page.getByTestId("month-grid")).toBeHidden();
    const days = page.getByTestId("week-list").locator(":scope > li");
    await expect(days).toHaveCount(7);
    await expect(days.first()).toHaveAttribute("data-day", weekStart(busyDay));
    const busy = page.locator(`li[data-day="${busyDay}"]`);
    await expect(busy.getByTestId("calendar-event")).toHaveCount(3);
    const quiet = days.filter({ hasNotText: "Summit" }).filter({ hasNotText: "Beta" }).first();
    await expect(quiet).toContainText("Aucun événement");
    await expectNoAxeViolations(page);

    await busy.getByTestId("calendar-event").first().click();
    const dialog = page.getByRole("dialog", { name: "Alpha Summit" });
    await expect(dialog).toContainText("dans 10 jours");
    await expect(dialog.getByRole("link", { name: "Voir plus de détails" })).toHaveAttribute(
      "href",
      /^\/formations\/evenements#evenement-\d+$/,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("moves by week and says 'Aujourd'hui !' on an empty today", async ({ page }) => {
    await openCalendar(page);
    const weeksBack =
      (Date.parse(weekStart(busyDay)) - Date.parse(weekStart(today))) / (7 * 86_400_000);
    for (let week = 0; week < weeksBack; week += 1)
      await page.getByRole("button", { name: "Semaine précédente" }).click();
    await expect(page.locator(`li[data-day="${today}"]`)).toContainText("Aujourd'hui !");
    await page.getByRole("button", { name: "Semaine suivante", exact: true }).click();
    await expect(page.getByTestId("week-list").locator(":scope > li").first()).toHaveAttribute(
      "data-day",
      addDays(weekStart(today), 7),
    );
  });

  test("skips the empty weeks to the next one with an event, and says when none is left", async ({
    page,
  }) => {
    await openCalendar(page);
    const monday = page.getByTestId("week-list").locator(":scope > li").first();
    await expect(monday).toHaveAttribute("data-day", weekStart(busyDay));
    const skip = page.getByRole("button", { name: "Semaine suivante avec une date" });
    // Beta Days (three days) ends in the following week; Delta Forum, in one week, five weeks later.
    await skip.click();
    await expect(monday).toHaveAttribute("data-day", weekStart(addDays(busyDay, 2)));
    await expect(page.getByTestId("week-list")).toContainText("Beta Days");
    await skip.click();
    await expect(monday).toHaveAttribute("data-day", weekStart(addDays(today, 45)));
    await expect(page.getByTestId("week-list")).toContainText("Delta Forum");
    await expect(skip).toHaveCount(0);
    await expect(
      page.getByText("Aucun événement ni session prévus après cette semaine."),
    ).toBeVisible();
  });

  test("tells a touch screen to touch an event, not to hover it", async ({ browser }) => {
    const touch = await browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    await openCalendar(touch);
    const touchHint = "Touchez un événement pour ses détails et ses formations.";
    const hoverHint = "Survolez un événement pour ses détails, cliquez pour voir les formations.";
    await expect(touch.getByText(touchHint)).toBeVisible();
    await expect(touch.getByText(hoverHint)).toBeHidden();
    await touch.close();
    const mouse = await browser.newPage({ viewport: DESKTOP });
    await openCalendar(mouse);
    await expect(mouse.getByText(hoverHint)).toBeVisible();
    await expect(mouse.getByText(touchHint)).toBeHidden();
    await mouse.close();
  });
});

test("'Voir plus de détails' lands on that event's formations", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/calendar");
  await islandReady(page, "week-list");
  // The week of the next event may show a session first (the demo's dates follow today's).
  const event = page
    .getByTestId("week-list")
    .locator('[data-testid="calendar-event"][data-kind="event"]')
    .first();
  const name = (await event.locator("span").first().textContent())!;
  await event.click();
  await page
    .getByRole("dialog", { name })
    .getByRole("link", { name: "Voir plus de détails" })
    .click();
  await expect(page).toHaveURL(/\/formations\/evenements#evenement-\d+$/);
  const target = page.locator(new URL(page.url()).hash);
  await expect(target.getByTestId("event-name")).toHaveText(name);
  await expect(target).toBeInViewport();
});

test("the calendar page and its feed, on the demo content", async ({ page, request }) => {
  await page.goto("/calendar");
  await expect(page.getByRole("link", { name: "S'abonner au calendrier" })).toHaveAttribute(
    "href",
    "/calendar.ics",
  );
  await expect(page.getByRole("link", { name: /Voir nos formations-évènement/ })).toHaveAttribute(
    "href",
    "/formations/evenements",
  );

  const response = await request.get("/calendar.ics");
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const vevents = calendar
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component));
  // Every demo event (the first is in the past year), and the sessions apart by their uid.
  expect(vevents.filter((event) => event.uid.startsWith("event-"))).toHaveLength(DEMO.events);
  expect(vevents.filter((event) => event.uid.startsWith("session-"))).toHaveLength(
    DEMO.publishedSessions,
  );
  expect(vevents.map((event) => event.summary)).toContain("Sommet IA Générative de Lisbonne");
  expect(vevents.every((event) => event.startDate.isDate)).toBe(true);
});
