import type { MailSample } from "@/server/mail/message";
import { sampleSession } from "@/features/registrations/public";
import { trainerLinkMail } from "./mails";
import { trainerLinkAddress } from "./trainer-link";

/** The attendance's mails, with sample data. */
export const attendanceMailSamples: MailSample[] = [
  {
    id: "lien-formateur",
    name: "Lien d'émargement du formateur",
    sentWhen:
      "Au formateur de la session, par « Envoyer au formateur » sous « Lien du formateur ».",
    message: (config) =>
      trainerLinkMail(
        config,
        { name: "Claire Dubois", email: "claire.dubois@exemple.fr" },
        sampleSession,
        trainerLinkAddress(config, "exemple-de-jeton"),
      ),
  },
];
