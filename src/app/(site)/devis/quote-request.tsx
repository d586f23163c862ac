import { notFound } from "next/navigation";
import { paths } from "@/config/paths";
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
import { readNeedsQuestions } from "@/features/assessment/public";
import { loadContactForm } from "@/features/contact/queries";
import { TeamCards } from "@/features/team/components/team-cards";
import { listTeamMembers } from "@/features/team/queries";
import { readOrDefault } from "@/server/read-or-default";

/** The quote form: the formation named in the address is fixed; without one, the contact form. */
export async function QuoteRequest({ formation: param }: { formation?: string }) {
  const [{ options, read, signedStart }, members] = await Promise.all([
    loadContactForm(),
    readOrDefault(listTeamMembers, [], "équipe"),
  ]);
  const formation = findQuoteFormation(param, options.formations);
  // An address naming no formation is not a page of the site; when the read failed, the form
  // is still offered, in contact mode.
  if (param && read && !formation) notFound();
  const needs =
    formation && (await readOrDefault(() => readNeedsQuestions(formation.id), [], "besoins"));
  const form = (
    <ContactForm
      {...formChoices(options)}
      quoteFormation={formation && formationChoice(formation)}
      submitLabel={submitLabel(formation)}
      address={paths.quote(formation?.slug)}
      signedStart={signedStart}
      needs={needs ?? undefined}
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
