import "server-only";
import { accountMailSamples } from "@/features/accounts/public";
import { billingMailSamples } from "@/features/billing/public";
import { contactMailSamples } from "@/features/contact/public";
import { qualityMailSamples } from "@/features/quality/public";
import { sessionMailSamples } from "@/features/session-desk/public";
import { surveyMailSamples } from "@/features/surveys/public";
import type { SiteConfig } from "@/config/site";
import type { MailSample } from "@/server/mail/message";
import { renderMail, type Mail } from "@/server/mail/render";

/** Every mail the site sends, in the order staff meet them: visitors' first, then the team's. */
export const mailSamples: readonly MailSample[] = [
  ...contactMailSamples,
  ...sessionMailSamples,
  ...surveyMailSamples,
  ...billingMailSamples,
  ...qualityMailSamples,
  ...accountMailSamples,
];

export function mailSample(id: string): MailSample | undefined {
  return mailSamples.find((sample) => sample.id === id);
}

/** Each template rendered as the outbox would render it, with its sample data. */
export async function renderMailSamples(
  config: SiteConfig,
): Promise<{ sample: MailSample; mail: Mail }[]> {
  return Promise.all(
    mailSamples.map(async (sample) => ({
      sample,
      mail: await renderMail(await sample.message(config)),
    })),
  );
}
