import { maskedTokenPath } from "./link-tokens";

/**
 * A request's path as the logs may keep it: without its query string (an invitation's or a
 * magic link's token) and with a token that is the path itself replaced by '[jeton]'.
 */
export function loggablePath(path: string): string {
  return maskedTokenPath(path.split("?")[0]!);
}
