// Read by the server's checks and by the tests and scripts that post forms like a person would.

/** A person needs more than this to fill a public form (contact, quote, registration); a script does not. */
export const MIN_FILL_TIME_MS = 2_000;

/**
 * A form's signed start is accepted this long
 * (docs/decisions/061-registrations-strangers-cannot-abuse.md): a token copied once cannot be
 * replayed for days. Cached pages are rendered again within the hour of a visit, and with
 * JavaScript the browser asks for its own start; an older one asks for the form to be sent again,
 * whose answer carries a fresh start (both paths).
 */
export const MAX_FORM_AGE_MS = 24 * 60 * 60_000;

/**
 * A page's signed start the browser keeps rather than asking for its own
 * (docs/decisions/086-islands-wake-on-interaction.md): the site's page cache renders a page again
 * within the hour, so an older start came from a proxy's or the browser's cache, and might expire
 * while the visitor fills the form.
 */
export const PAGE_START_KEPT_MS = 60 * 60_000;

/**
 * The longest account of a disability's needs the public forms take: here, not beside the
 * schemas, so that the field's own limit costs a page no zod (lib/validation imports it).
 */
export const MAX_DISABILITY_DETAILS = 2000;
