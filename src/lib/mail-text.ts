import { greetingName } from "./text";

/** 'Bonjour Zoé Martin,' when the name a visitor typed is only a name (greetingName), else 'Bonjour,'. */
export function greetingFor(name: string): string {
  const safe = greetingName(name);
  return safe ? `Bonjour ${safe},` : "Bonjour,";
}
