// Posts the contact form as a browser without JavaScript does: for the benchmarks and the
// multi-node tests, which send many requests without driving a browser.

/** @param {string} text */
function decodeAttribute(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The server's minimum fill time (MIN_FILL_TIME_MS in src/config/public-forms.ts). */
const MIN_FILL_TIME_MS = 2_000;

/**
 * One attribute's value in a tag of the page's HTML (React orders attributes its own way).
 * @param {string} tag
 * @param {string} name
 */
function attribute(tag, name) {
  return decodeAttribute(new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? "");
}

/**
 * What the page's form posts besides what a person types: the address it posts to (the page
 * and its action's name), React's and Astro's hidden fields, and the start the server signed
 * when it rendered the page. A robot cannot make up that start, so these posters reuse the
 * page's, once it is as old as a person's fill time.
 * @param {string} base
 * @returns {Promise<{ action: string, fields: [string, string][] }>}
 */
export async function readContactFormFields(base) {
  const html = await (await fetch(`${base}/contact`)).text();
  const form = /<form [^>]*data-testid="contact-form"[^>]*>/.exec(html)?.[0] ?? "";
  const fields = [...html.matchAll(/<input type="hidden"[^>]*>/g)]
    .map(
      ([input]) =>
        /** @type {[string, string]} */ ([attribute(input, "name"), attribute(input, "value")]),
    )
    .filter(([name]) => /^(?:\$ACTION_|_astro)/.test(name) || name === "started_at");
  const start = fields.find(([name]) => name === "started_at");
  const action = attribute(form, "action");
  if (!action || !start) throw new Error("Formulaire de contact introuvable dans /contact.");
  const wait = Number(start[1].split(".")[0]) + MIN_FILL_TIME_MS + 100 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { action, fields };
}

/**
 * Sends one request from `ip` (as the nearest proxy reports it) and returns the page shown back.
 * @param {string} base
 * @param {{ action: string, fields: [string, string][] }} read what readContactFormFields read
 * @param {{ name: string, company: string, email: string, message: string }} values
 * @param {string} ip
 */
export async function postContactForm(base, { action, fields }, values, ip) {
  const form = new FormData();
  for (const [name, value] of fields) form.set(name, value);
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  form.set("website", "");
  const response = await fetch(new URL(action, `${base}/contact`), {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": ip },
  });
  return { status: response.status, body: await response.text() };
}
