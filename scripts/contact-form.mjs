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

/**
 * The hidden fields naming the server action, read from the page's form.
 * @param {string} base
 * @returns {Promise<[string, string][]>}
 */
export async function readContactActionFields(base) {
  const html = await (await fetch(`${base}/contact`)).text();
  const fields = [...html.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g)].map(
    ([, name, value]) => /** @type {[string, string]} */ ([name, decodeAttribute(value ?? "")]),
  );
  if (fields.length === 0) throw new Error("Champ d'action introuvable dans /contact.");
  return fields;
}

/**
 * Sends one request from `ip` (as the nearest proxy reports it) and returns the page shown back.
 * @param {string} base
 * @param {[string, string][]} actionFields
 * @param {{ name: string, company: string, email: string, message: string }} values
 * @param {string} ip
 */
export async function postContactForm(base, actionFields, values, ip) {
  const form = new FormData();
  for (const [name, value] of actionFields) form.set(name, value);
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  form.set("website", "");
  // Filled a minute ago: a person's pace, past the minimum fill time.
  form.set("started_at", String(Date.now() - 60_000));
  const response = await fetch(`${base}/contact`, { method: "POST", body: form, headers: { "x-forwarded-for": ip } });
  return { status: response.status, body: await response.text() };
}
