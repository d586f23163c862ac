import { chromium } from "@playwright/test";
const [,, ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
for (const [w,h,tag] of [[1280,860,"desk"],[375,800,"phone"]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: "fr-FR" });
  const page = await ctx.newPage();
  await page.goto("http://localhost:3300/login");
  await page.getByLabel("Email").fill(process.env.WHO ?? "direction@atlas-test.fr");
  await page.getByLabel("Mot de passe").fill(process.env.PW ?? "admin-secret-1");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/dashboard/);
  for (const r of routes) {
    await page.goto("http://localhost:3300" + r);
    await page.waitForTimeout(500);
    const name = `/tmp/shot-${tag}-${r.replace(/\W+/g, "_")}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
}
await browser.close();
