import type { SiteConfig } from "@/config/site";
import { nameForMail } from "./text";

/** 'Bonjour Zoé Martin,': the name a visitor typed, made safe to repeat (nameForMail), or 'Bonjour,'. */
export function greetingFor(name: string): string {
  const safe = nameForMail(name);
  return safe ? `Bonjour ${safe},` : "Bonjour,";
}

/** The foot of a mail to a visitor: a blank line, the team, and how to reach it. */
export function teamSignature(config: SiteConfig): string[] {
  return ["", `L'équipe ${config.brandName}`, `${config.contact.email} · ${config.contact.phone}`];
}
