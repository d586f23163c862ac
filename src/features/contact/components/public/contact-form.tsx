"use client";

import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { DisabilityFields } from "@/components/forms/disability-fields";
import { FundingFields } from "@/components/forms/funding-fields";
import { IdentityFields } from "@/components/forms/identity-fields";
import { PrivacyNotice } from "@/components/forms/privacy-notice";
import { FormOutcome } from "@/components/forms/form-outcome";
import { FormGuardFields } from "@/components/forms/form-guard-fields";
import { PublicSubmitButton } from "@/components/forms/public-submit-button";
import { useCheckedPublicForm } from "@/components/forms/use-checked-public-form";
import {
  FieldError,
  fieldClassName as fieldClass,
  labelClassName as labelClass,
  selectClassName,
  TextField,
} from "@/components/ui/form-field";
import { RETENTION } from "@/config/retention";
import { sendContactRequest, startContactForm } from "../../actions";
import type { FormationChoice, LocationChoice, SubmitLabel } from "../../form-options";
import type { ContactRequestInput } from "../../schema";

const contactEndpoint = {
  action: sendContactRequest,
  requestStart: startContactForm,
  schema: () => import("../../schema").then((schema) => schema.contactRequestSchema),
};

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
 * The contact form, or the quote form when a formation is given. It validates in the browser
 * with the server's schema, and still works as a plain HTML form without JavaScript.
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
  /** A quote's needs questions, rendered by the server as plain fields the post carries. */
  needs?: React.ReactNode;
}) {
  const quoteId = quoteFormation?.id;
  const defaults = useMemo<ContactRequestInput>(
    () => ({
      name: "",
      company: "",
      email: "",
      phone: "",
      desired_formation_id: quoteId === undefined ? "" : String(quoteId),
      desired_location_id: "",
      message: "",
      is_psh: false,
      psh_details: "",
      participants: "",
      desired_period: "",
      funding: "",
    }),
    // Built again only for another formation: a success resets the form to these.
    [quoteId],
  );
  const { state, status, start, form, errorOf, formProps } = useCheckedPublicForm(contactEndpoint, {
    address,
    pageStart: signedStart,
    defaults,
  });

  const chosenId = useWatch({ control: form.control, name: "desired_formation_id" });
  const chosen =
    quoteFormation ?? formations.find((formation) => String(formation.id) === chosenId);

  return (
    <form
      {...formProps}
      className="space-y-5 self-start rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8"
      data-testid="contact-form"
    >
      <IdentityFields form={form} idPrefix="contact" errorOf={errorOf} fields={identityFields} />

      {quoteFormation ? (
        <input type="hidden" {...form.register("desired_formation_id")} />
      ) : (
        <div>
          <label htmlFor="contact-formation" className={labelClass}>
            FORMATION
          </label>
          <select
            id="contact-formation"
            className={selectClassName}
            {...form.register("desired_formation_id", {
              onChange: () => form.setValue("desired_location_id", ""),
            })}
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
            {...form.register("desired_location_id")}
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
            error={errorOf("participants")}
            {...form.register("participants")}
          />
          <TextField
            id="contact-period"
            label="PÉRIODE SOUHAITÉE"
            placeholder="Ex : mars 2027"
            error={errorOf("desired_period")}
            {...form.register("desired_period")}
          />
          <FundingFields
            form={form}
            id="contact-funding"
            name="funding"
            label="FINANCEMENT ENVISAGÉ"
            none="Je ne sais pas encore"
            error={errorOf("funding")}
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
          {...form.register("message")}
        />
        <FieldError id="contact-message-error" message={errorOf("message")} />
      </div>

      {needs}

      <DisabilityFields form={form} idPrefix="contact" error={errorOf("psh_details")} />

      <FormGuardFields idPrefix="contact" start={start} />

      <FormOutcome
        state={state}
        status={status}
        thanks={() =>
          "Merci ! Nous vous répondons sous 48 heures ouvrées ; un e-mail de confirmation vous a été envoyé."
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
