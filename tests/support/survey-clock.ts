import { readSiteConfig } from "@/config/site";

/**
 * What the survey collection tests share: the site they mail from, the morning two days after
 * their session's last day (18 November 2026) when the first run asks, and the token of the link
 * a survey mail carries.
 */
export const surveyConfig = readSiteConfig({
  SITE_URL: "https://atlas.example",
  CONTACT_EMAIL: "equipe@atlas.example",
});
export const SURVEYS_START = new Date("2026-11-20T08:00:00Z");
export const daysAfterStart = (days: number) =>
  new Date(SURVEYS_START.getTime() + days * 86_400_000);
export const surveyTokenIn = (text: string) =>
  /^Donner mon avis :\nhttps:\/\/atlas\.example\/avis\/(\S+)$/m.exec(text)![1]!;
