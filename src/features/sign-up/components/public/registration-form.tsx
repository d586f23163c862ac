"use client";

import { NeedsFieldset } from "@/features/assessment/client";
import { DisabilityFields } from "@/components/forms/disability-fields";
import { FundingFields } from "@/components/forms/funding-fields";
import { FormTextField, IdentityFields } from "@/components/forms/identity-fields";
import { PrivacyNotice } from "@/components/forms/privacy-notice";
import { FormOutcome } from "@/components/forms/form-outcome";
import { FormGuardFields } from "@/components/forms/form-guard-fields";
import { PublicSubmitButton } from "@/components/forms/public-submit-button";
import { usePublicForm } from "@/components/forms/use-public-form";
import { FieldError } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { RETENTION } from "@/config/retention";
import { cn } from "@/lib/cn";
import {
  OTHER_PARTICIPANTS,
  participantEmailField,
  participantFirstNameField,
  participantLastNameField,
  CONFIRMATION_NOTE,
  CPF_NOTE,
  MON_COMPTE_FORMATION,
  PERSONAL_PAYER_RIGHTS,
  registrationSentText,
} from "@/features/registrations/client";
import { actions } from "astro:actions";

const identityFields = [
  { name: "last_name", label: "NOM DU PARTICIPANT *", autoComplete: "family-name" },
  { name: "first_name", label: "PRÉNOM DU PARTICIPANT *", autoComplete: "given-name" },
  { name: "email", label: "EMAIL *", type: "email", autoComplete: "email" },
  { name: "phone", label: "TÉLÉPHONE", type: "tel", autoComplete: "tel" },
  {
    name: "company",
    label: (
      <>
        ENTREPRISE
        {/* Required unless the participant pays for themself: said as soon as the funding is chosen, by CSS alone. */}
        <span className="group-has-[option[value=personnel]:checked]/registration:hidden"> *</span>
      </>
    ),
    autoComplete: "organization",
  },
] as const;

/**
 * A session's registration form: a plain HTML form that the server checks, with or without
 * JavaScript (usePublicForm). What a payer must know (an individual's rights, the CPF's own
 * service) appears under the choice by CSS alone, so without JavaScript too.
 */
export function RegistrationForm({
  sessionId,
  full,
  certifying,
  address,
  signedStart,
  needs,
  personalPrice,
  className,
}: {
  sessionId: number;
  /** No seat left: the registration goes to the waiting list, and the form says so. */
  full: boolean;
  /** A certifying formation, which a CPF may pay for. */
  certifying: boolean;
  address: string;
  signedStart: string;
  /** The registrant's needs questions, asked as plain fields the post carries. */
  needs: readonly string[];
  /** What a person paying for themself pays, taxes included (personalPriceText). */
  personalPrice: string;
  className?: string;
}) {
  const { state, status, start, answer, formProps } = usePublicForm(actions.sendRegistration, {
    address,
    pageStart: signedStart,
  });
  const { errorOf, valueOf } = answer;
  const fieldProps = { answer, idPrefix: "registration" };
  // A half-filled participant the server pointed out keeps the list open, while it is corrected too.
  const refused = state.status === "error" ? state.fieldErrors : undefined;
  const othersInError = OTHER_PARTICIPANTS.some(
    (slot) =>
      refused?.[participantLastNameField(slot)] ||
      refused?.[participantFirstNameField(slot)] ||
      refused?.[participantEmailField(slot)],
  );

  return (
    <form
      {...formProps}
      className={cn(
        "group/registration space-y-5 self-start rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8",
        className,
      )}
      data-testid="registration-form"
    >
      {full ? (
        <p
          className="rounded-2xl bg-brand-yellow-soft px-4 py-3 text-sm font-semibold"
          data-testid="waiting-list-note"
        >
          Cette session est complète : votre inscription sera placée sur liste d&apos;attente, et
          nous vous écrirons dès qu&apos;une place se libère.
        </p>
      ) : null}
      <input type="hidden" name="session_id" value={sessionId} />
      <IdentityFields {...fieldProps} fields={identityFields} />

      {/* A native disclosure: it opens without JavaScript, and the fields it hides are optional. */}
      <details
        className="rounded-2xl border border-ink/10 px-4 py-3"
        open={othersInError || undefined}
        data-testid="other-participants"
      >
        <summary className="cursor-pointer font-semibold">
          Inscrire aussi des collègues (jusqu&apos;à {OTHER_PARTICIPANTS.length})
        </summary>
        <p className="mt-2 text-sm text-ink/75">
          Une fois votre inscription confirmée, chacun reçoit à son adresse un e-mail pour confirmer
          la sienne : sa place (ou sa place sur la liste d&apos;attente) n&apos;est réservée
          qu&apos;ensuite. Pour un groupe plus nombreux, demandez-nous une session intra-entreprise.
        </p>
        <div className="mt-4 space-y-4">
          {OTHER_PARTICIPANTS.map((slot) => (
            <fieldset key={slot} className="grid min-w-0 gap-4 md:grid-cols-2">
              <legend className="sr-only">Participant {slot}</legend>
              <FormTextField
                {...fieldProps}
                spec={{
                  name: participantLastNameField(slot),
                  label: `PARTICIPANT ${slot} : NOM`,
                  autoComplete: "off",
                }}
              />
              <FormTextField
                {...fieldProps}
                spec={{
                  name: participantFirstNameField(slot),
                  label: `PARTICIPANT ${slot} : PRÉNOM`,
                  autoComplete: "off",
                }}
              />
              <FormTextField
                {...fieldProps}
                spec={{
                  name: participantEmailField(slot),
                  label: `PARTICIPANT ${slot} : EMAIL`,
                  type: "email",
                  autoComplete: "off",
                }}
              />
            </fieldset>
          ))}
        </div>
      </details>

      <FundingFields
        answer={answer}
        id="registration-payer"
        name="payer"
        label="FINANCEMENT *"
        none="Choisissez le financement"
      />
      <div
        className="hidden space-y-2 rounded-2xl bg-brand-blue-soft px-4 py-3 text-sm group-has-[option[value=personnel]:checked]/registration:block"
        data-testid="personal-rights"
      >
        <p className="font-semibold" data-testid="personal-price">
          {personalPrice}
        </p>
        {PERSONAL_PAYER_RIGHTS.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {certifying ? (
        <p
          className="hidden rounded-2xl bg-brand-blue-soft px-4 py-3 text-sm group-has-[option[value=cpf]:checked]/registration:block"
          data-testid="cpf-note"
        >
          {CPF_NOTE}{" "}
          <a
            href={MON_COMPTE_FORMATION}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline underline-offset-2"
          >
            Mon Compte Formation<span className="sr-only"> (nouvel onglet)</span>
          </a>
        </p>
      ) : null}

      <NeedsFieldset form="registration" questions={needs} valueOf={valueOf} />

      <DisabilityFields answer={answer} idPrefix="registration" />

      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 accent-brand-blue-ink"
            aria-invalid={Boolean(errorOf("accept_terms"))}
            aria-describedby={errorOf("accept_terms") ? "registration-terms-error" : undefined}
            name="accept_terms"
            defaultChecked={valueOf("accept_terms") !== undefined}
          />
          <span>
            J&apos;ai lu et j&apos;accepte les{" "}
            <a href={paths.termsOfSale} className="font-semibold underline underline-offset-2">
              conditions générales de vente
            </a>{" "}
            *
          </span>
        </label>
        <FieldError id="registration-terms-error" message={errorOf("accept_terms")} />
      </div>

      <FormGuardFields idPrefix="registration" start={start} />

      <FormOutcome
        state={state}
        status={status}
        thanks={(success) => registrationSentText(success.participants, success.email)}
      />

      <PrivacyNotice>
        Nous utilisons ces informations pour organiser la formation et en justifier auprès des
        financeurs ; elles sont conservées {RETENTION.traineeYears} ans après la fin de la session.
      </PrivacyNotice>

      <p
        className="rounded-2xl bg-brand-blue-soft px-4 py-3 text-sm"
        data-testid="confirmation-note"
      >
        {CONFIRMATION_NOTE}
      </p>

      <PublicSubmitButton
        status={status}
        labels={{
          idle: full ? "S'INSCRIRE SUR LISTE D'ATTENTE" : "S'INSCRIRE",
          loading: "INSCRIPTION EN COURS...",
          success: "INSCRIPTION ENVOYÉE !",
          error: "OUPS, ÇA S'EST MAL PASSÉ.",
        }}
      />
    </form>
  );
}
