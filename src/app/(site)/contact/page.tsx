import type { Metadata } from "next";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { ContactForm } from "@/features/contact/components/public/contact-form";
import { FreeContactLayout } from "@/features/contact/components/public/contact-layouts";
import { formChoices, submitLabel } from "@/features/contact/form-options";
import { getContactFormOptions } from "@/features/contact/queries";
import { signedFormStart } from "@/server/form-start";
import { TeamCards } from "@/features/team/components/team-cards";
import { listTeamMembers } from "@/features/team/queries";
import { pageMetadata } from "@/lib/seo";
import { readOrDefault } from "@/server/read-or-default";

export const revalidate = 3600;

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Contact",
  description:
    "Une question, un projet de formation sur mesure ? Écrivez-nous : nous répondons sous 48 heures ouvrées.",
  path: paths.contact,
});

export default async function ContactPage() {
  const [options, members, signedStart] = await Promise.all([
    readOrDefault(
      getContactFormOptions,
      { formations: [], locations: [] },
      "options du formulaire",
    ),
    readOrDefault(listTeamMembers, [], "équipe"),
    readOrDefault(signedFormStart, "", "secret du site"),
  ]);
  return (
    <FreeContactLayout
      title="Parlons de votre projet"
      intro="Une question, une formation sur mesure, un financement à monter ? Nous répondons sous 48 heures ouvrées."
      form={
        <ContactForm
          {...formChoices(options)}
          submitLabel={submitLabel()}
          address={paths.contact}
          signedStart={signedStart}
        />
      }
      team={<TeamCards members={members} narrow />}
    />
  );
}
