"use client";

import { NeedsFieldset } from "@/features/assessment/client";
import { useEffect, useRef, useState } from "react";
import { DisabilityFields } from "@/components/forms/disability-fields";
import { FundingFields } from "@/components/forms/funding-fields";
import { IdentityFields } from "@/components/forms/identity-fields";
import { PrivacyNotice } from "@/components/forms/privacy-notice";
import { FormOutcome } from "@/components/forms/form-outcome";
import { FormGuardFields } from "@/components/forms/form-guard-fields";
import { PublicSubmitButton } from "@/components/forms/public-submit-button";
import { usePublicForm } from "@/components/forms/use-public-form";
import {
  FieldError,
  fieldClassName as fieldClass,
  labelClassName as labelClass,
  selectClassName,
  TextField,
} from "@/components/ui/form-field";
import { RETENTION } from "@/config/retention";
import { actions } from "astro:actions";
import type { FormationChoice, LocationChoice, SubmitLabel } from "../../form-options";

const identityFields = [
  { name: "name", label: "NOM *", autoComplete: "name" },
  { name: "company", label: "ENTREPRISE *", autoComplete: "organization" },
  { name: "email", label: "EMAIL *", type: "email", autoComplete: "email" },
  { name: "phone", label: "TÉLÉPHONE", type: "tel", autoComplete: "tel" },
] as const;

const outcomeLabels = {
  loading: "ENVOI EN COURS...",
  success: "MESSAGE ENVOYÉ !",
  error: "OUPS, ÇA S'EST MAL PASSÉ.",
} as const;

/**
 * The contact form, or the quote form when a formation is given: a plain HTML form that the
 * server checks, with or without JavaScript (usePublicForm).
 */
export function ContactForm({
  formations,
  locations,
  quoteFormation,
  submitLabel,
  address,
  signedStart,
  needs,
}: {
  formations: FormationChoice[];
  locations: LocationChoice[];
  quoteFormation?: FormationChoice;
  /** What the button says: a quote, a pre-registration or a message (form-options.ts). */
  submitLabel: SubmitLabel;
  /** The page's own address, where the form posts without JavaScript (an HTML form's action may not be empty). */
  address: string;
  /** When the server rendered the form, signed: the fill time of a post made without JavaScript. */
  signedStart: string;
  /** A quote's needs questions, asked as plain fields the post carries. */
  needs?: readonly string[];
}) {
  const { state, status, start, answer, formProps } = usePublicForm(actions.sendContactRequest, {
    address,
    pageStart: signedStart,
  });
  const { errorOf, valueOf } = answer;

  // The formation chosen in the list: an event's formation takes place where its event does.
  const [chosenId, setChosenId] = useState(valueOf("desired_formation_id") ?? "");
  const chosen =
    quoteFormation ?? formations.find((formation) => String(formation.id) === chosenId);
  // A formation chosen before the island woke (client:interaction) is in the list, not yet here.
  const formationList = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (formationList.current) setChosenId(formationList.current.value);
  }, []);

  return (
    <form
      {...formProps}
      onReset={() => setChosenId("")}
      className="space-y-5 self-start rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8"
      data-testid="contact-form"
    >
      <IdentityFields answer={answer} idPrefix="contact" fields={identityFields} />

      {quoteFormation ? (
        <input type="hidden" name="desired_formation_id" value={quoteFormation.id} />
      ) : (
        <div>
          <label htmlFor="contact-formation" className={labelClass}>
            FORMATION
          </label>
          <select
            id="contact-formation"
            ref={formationList}
            className={selectClassName}
            name="desired_formation_id"
            defaultValue={chosenId}
            onChange={(event) => setChosenId(event.target.value)}
          >
            <option value="">Aucune en particulier</option>
            {formations.map((formation) => (
              <option key={formation.id} value={formation.id}>
                {formation.title}
              </option>
            ))}
          </select>
        </div>
      )}

      {chosen?.eventName ? (
        <p
          className="rounded-2xl bg-brand-yellow-soft px-4 py-3 text-sm"
          data-testid="event-location-note"
        >
          Cette formation a lieu pendant l&apos;événement {chosen.eventName} : le lieu est celui de
          l&apos;événement.
        </p>
      ) : (
        <div>
          <label htmlFor="contact-location" className={labelClass}>
            LIEU SOUHAITÉ
          </label>
          <select
            id="contact-location"
            className={selectClassName}
            name="desired_location_id"
            defaultValue={valueOf("desired_location_id")}
          >
            <option value="">Pas de préférence</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.label}
              </option>
            ))}
          </select>
        </div>
      )}

      {quoteFormation ? (
        // What a quote needs to be priced; all optional.
        <div className="grid gap-5 md:grid-cols-3">
          <TextField
            id="contact-participants"
            label="NOMBRE DE PARTICIPANTS"
            inputMode="numeric"
            placeholder="Ex : 6"
            name="participants"
            error={errorOf("participants")}
            defaultValue={valueOf("participants")}
          />
          <TextField
            id="contact-period"
            label="PÉRIODE SOUHAITÉE"
            placeholder="Ex : mars 2027"
            name="desired_period"
            error={errorOf("desired_period")}
            defaultValue={valueOf("desired_period")}
          />
          <FundingFields
            answer={answer}
            id="contact-funding"
            name="funding"
            label="FINANCEMENT ENVISAGÉ"
            none="Je ne sais pas encore"
          />
        </div>
      ) : null}

      <div>
        <label htmlFor="contact-message" className={labelClass}>
          MESSAGE *
        </label>
        <textarea
          id="contact-message"
          rows={6}
          aria-invalid={Boolean(errorOf("message"))}
          aria-describedby={errorOf("message") ? "contact-message-error" : undefined}
          className={fieldClass}
          name="message"
          defaultValue={valueOf("message")}
        />
        <FieldError id="contact-message-error" message={errorOf("message")} />
      </div>

      {needs && needs.length > 0 ? (
        <NeedsFieldset form="quote" questions={needs} valueOf={valueOf} />
      ) : null}

      <DisabilityFields answer={answer} idPrefix="contact" />

      <FormGuardFields idPrefix="contact" start={start} />

      <FormOutcome
        state={state}
        status={status}
        thanks={(success) =>
          `Merci ! Nous vous répondons sous 48 heures ouvrées ; un e-mail de confirmation est envoyé à ${success.email}.`
        }
      />

      <PrivacyNotice testId="privacy-notice">
        Nous utilisons ces informations uniquement pour répondre à votre demande et vous recontacter
        à son sujet ; elles sont conservées {RETENTION.prospectYears} ans après votre dernier
        contact.
      </PrivacyNotice>

      <PublicSubmitButton status={status} labels={{ idle: submitLabel, ...outcomeLabels }} />
    </form>
  );
}
