import { nameForMail } from "./text";

/** 'Bonjour Zoé Martin,': the name a visitor typed, made safe to repeat (nameForMail), or 'Bonjour,'. */
export function greetingFor(name: string): string {
  const safe = nameForMail(name);
  return safe ? `Bonjour ${safe},` : "Bonjour,";
}

