// Read by the server's checks and by the tests and scripts that post forms like a person would.

/** A person needs more than this to fill a public form (contact, quote, registration); a script does not. */
export const MIN_FILL_TIME_MS = 2_000;
