/**
 * The sidebar's state cookie (spec: kept 7 days). Outside the client module because the server
 * layout reads it, and a value exported by a client module reaches server code as a reference.
 */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
