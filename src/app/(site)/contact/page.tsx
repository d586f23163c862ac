import { paths } from "@/config/paths";
import { ContactForm } from "@/features/contact/components/public/contact-form";
import { FreeContactLayout } from "@/features/contact/components/public/contact-layouts";
import { formChoices, submitLabel } from "@/features/contact/form-options";
import { contactMetadata } from "@/features/contact/metadata";
import { loadContactForm } from "@/features/contact/queries";
import { TeamCards } from "@/features/team/components/team-cards";
import { listTeamMembers } from "@/features/team/queries";
import { readOrDefault } from "@/server/read-or-default";

export const revalidate = 3600;

export const metadata = contactMetadata;

export default async function ContactPage() {
  const [{ options, signedStart }, members] = await Promise.all([
    loadContactForm(),
    readOrDefault(listTeamMembers, [], "équipe"),
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
