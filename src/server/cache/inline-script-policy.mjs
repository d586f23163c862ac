// @ts-check
import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD) are never run, so a policy does not need to name them.
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;
const SOURCE = /\bsrc\s*=/i;

/**
 * The script policy of a cached page, on top of the site's own (src/config/security-headers.ts):
 * scripts from this origin, and of the inline ones only those of this page's HTML, named by
 * their sha256 hash. A browser enforces both policies, so a script injected into the page runs
 * under neither. Hashes rather than a nonce: the same HTML is served to every visitor.
 * @param {string} html
 */
export function inlineScriptPolicy(html) {
  return ["script-src 'self'", ...inlineScriptHashes(html)].join(" ");
}

/**
 * The page's inline scripts, each as a policy source ('sha256-…'), once each.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (SOURCE.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

// The encoding must be declared within the first 1024 bytes: the policy comes after it.
const HEAD_START = /<head>(<meta charset="?[\w-]+"?\s*\/?>)?/i;

/**
 * The page with its script policy at the start of its <head> (after the encoding), before any script.
 *
 * In the document rather than a second Content-Security-Policy header: Next.js would send that
 * header after the site's own, and browsers enforce both, but HTTP clients built on Node.js
 * (Mozilla's HTTP Observatory among them) join the two lines into one value and read a single
 * policy, 'unsafe-inline' included
 * (docs/decisions/040-every-method-answered-cached-page-scripts.md).
 * @param {string} html
 */
export function withInlineScriptPolicy(html) {
  const head = HEAD_START.exec(html);
  if (!head) return html;
  const at = head.index + head[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${inlineScriptPolicy(html)}"/>`;
  return html.slice(0, at) + meta + html.slice(at);
}
