import { z } from "zod";
// Only the French locale: `z.locales` would bring every language zod speaks (60 kB gzipped) into
// each page that validates anything in the browser.
import { fr } from "zod/locales";

/**
 * zod, configured once for the whole app: every module imports it from here (lint enforces it).
 * - Without `jitless`, zod probes `new Function` to compile faster parsers, which the Content
 *   Security Policy forbids: browsers then report a violation on every page with a form.
 * - French messages for any rule a schema leaves without its own message: no visitor ever
 *   reads zod's English.
 */
z.config(fr());
z.config({ jitless: true });

export * from "zod";
