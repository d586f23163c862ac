"use server";
import { getDb } from "@/server/database";
import { siteConfig } from "@/config/site";
import { currentDay, currentTime } from "@/server/clock";
import { wakeMailer } from "@/server/mail/mailer";
import { paths } from "@/config/paths";
import { linkAction } from "@/server/link-action";
import { confirmRegistration } from "./registration-link";
import { revalidateTags } from "@/server/cache/revalidate";
import { cacheTags } from "@/server/cache/tags";

/**
 * 'Confirmer mon inscription', bound to the link's token: the seats are taken, then the link's
 * page says what became of the registration.
 */
export async function confirmRegistrationByLink(token: string): Promise<void> {
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
        revalidateTags([cacheTags.sessions]);
        wakeMailer();
      }
      return address;
    },
  );
}
