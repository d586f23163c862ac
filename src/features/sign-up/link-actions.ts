import "server-only";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { revalidate } from "@/server/cache/revalidations.mjs";
import { cacheTags } from "@/server/cache/tags";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { linkAction, type LinkOutcome, type LinkPost } from "@/server/link-action";
import { wakeMailer } from "@/server/mail/mailer";
import { confirmRegistration } from "./registration-link";

/**
 * 'Confirmer mon inscription', by the link's token: the seats are taken, then the link's page
 * says what became of the registration.
 */
export async function confirmRegistrationByLink({ token }: LinkPost): Promise<LinkOutcome> {
  const address = paths.registrationConfirmation(token);
  return linkAction(
    "registration-confirmation",
    { log: "Confirmation d'une inscription impossible", address: `${address}?erreur` },
    async () => {
      const confirmed = await confirmRegistration(await getDb(), siteConfig, token, {
        now: currentTime(),
        today: currentDay(),
      });
      if (confirmed) {
        // The seats left changed on the formation's page, the form and the calendar.
        await revalidate([cacheTags.sessions]);
        wakeMailer();
      }
      return address;
    },
  );
}
