import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { ContactForm } from "@/features/contact/components/public/contact-form";
import {
  FreeContactLayout,
  QuoteLayout,
} from "@/features/contact/components/public/contact-layouts";
import {
  findQuoteFormation,
  formationChoice,
  formChoices,
  submitLabel,
} from "@/features/contact/form-options";
import { getContactFormOptions } from "@/features/contact/queries";
import { signedFormStart } from "@/server/form-start";
import { TeamCards } from "@/features/team/components/team-cards";
import { listTeamMembers } from "@/features/team/queries";
import { pageMetadata } from "@/lib/seo";
import { readOrDefault } from "@/server/read-or-default";

/** Every quote page has /devis as its address for search engines. */
export const quoteMetadata: Metadata = pageMetadata(siteConfig, {
  title: "Demande de devis",
  description:
    "Demandez un devis pour une formation : dates, lieu, financement CPF ou OPCO. Réponse sous 48 heures ouvrées.",
  path: paths.quote(),
});

/** The quote form: the formation named in the address is fixed; without one, the contact form. */
export async function QuoteRequest({ formation: param }: { formation?: string }) {
  const [loaded, members, signedStart] = await Promise.all([
    readOrDefault(getContactFormOptions, null, "options du formulaire"),
    readOrDefault(listTeamMembers, [], "équipe"),
    readOrDefault(signedFormStart, "", "secret du site"),
  ]);
  const options = loaded ?? { formations: [], locations: [] };
  const formation = findQuoteFormation(param, options.formations);
  // An address naming no formation is not a page of the site; when the read failed, the form
  // is still offered, in contact mode.
  if (param && loaded && !formation) notFound();
  const form = (
    <ContactForm
      {...formChoices(options)}
      quoteFormation={formation && formationChoice(formation)}
      submitLabel={submitLabel(formation)}
      address={paths.quote(formation?.slug)}
      signedStart={signedStart}
    />
  );
  if (!formation) {
    return (
      <FreeContactLayout
        title="Demander un devis"
        intro="Dites-nous ce dont vous avez besoin : nous revenons vers vous sous 48 heures ouvrées."
        form={form}
        team={<TeamCards members={members} narrow />}
      />
    );
  }
  return <QuoteLayout formation={formation} form={form} team={<TeamCards members={members} />} />;
}
