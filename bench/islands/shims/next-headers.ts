import { requestStore } from "./request";

function current() {
  const request = requestStore.getStore();
  if (!request) throw new Error("next/headers hors d'une requête");
  return request;
}

export async function headers(): Promise<Headers> {
  return current().headers;
}

/** The cookies the request carries; the spike's pages set none. */
export async function cookies() {
  const jar = new Map(
    (current().headers.get("cookie") ?? "")
      .split(";")
      .map((pair) => pair.trim().split("=") as [string, string])
      .filter(([name]) => name),
  );
  return {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    has: (name: string) => jar.has(name),
    set: () => {},
    delete: () => {},
  };
}

/** Previews of drafts are the Next.js site's; here a draft is never shown. */
export async function draftMode() {
  return { isEnabled: false, enable: () => {}, disable: () => {} };
}
