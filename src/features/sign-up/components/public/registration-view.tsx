import type { ComponentProps } from "react";
import { PageIntro } from "@/components/ui/page-intro";
import { needsQuestionsOf } from "@/features/assessment/public";
import { paths } from "@/config/paths";
import type { RegistrationSession } from "../../queries";
import { personalPriceText } from "@/features/registrations/public";
import { siteConfig } from "@/config/site";
import { datesText } from "@/features/sessions/public";
import type { RegistrationForm } from "./registration-form";
import { RegistrationSummary } from "./registration-summary";

/**
 * The registration page: what one registers for first (beside the form on a wide screen), then
 * the form, which the page renders as an island (`registrationFormProps`).
 */
export function RegistrationView({
  data,
  form,
}: {
  data: RegistrationSession;
  form: React.ReactNode;
}) {
  return (
    <>
      <PageIntro eyebrow="Inscription" title={data.formation.title}>
        <p>Session {datesText(data.session, { lowercase: true })}</p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <RegistrationSummary {...data} className="lg:col-start-2 lg:row-start-1" />
        {form}
      </div>
    </>
  );
}

/** What the registration form of a session is given, beside the page's signed start. */
export function registrationFormProps(
  data: RegistrationSession,
  signedStart: string,
): ComponentProps<typeof RegistrationForm> {
  return {
    sessionId: data.session.id,
    full: data.session.left === 0,
    certifying: data.formation.certification,
    address: paths.registration(data.session.id),
    signedStart,
    needs: needsQuestionsOf(data.formation.needs_questions),
    personalPrice: personalPriceText(
      data.session.price_no_tax ?? data.formation.price_no_tax,
      siteConfig.agreements.vatRate,
    ),
    className: "lg:col-start-1 lg:row-start-1",
  };
}
