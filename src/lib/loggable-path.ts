/**
 * A request's path as the logs may keep it: without its query string (an invitation's or a
 * password reset's token) and with a survey link's token replaced, since that token is the path.
 */
export function loggablePath(path: string): string {
  return path.split("?")[0]!.replace(/^\/avis\/[^/]+/, "/avis/[jeton]");
}
