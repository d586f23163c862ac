"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { DisabilityFields } from "@/components/forms/disability-fields";
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
import { fundingLabels, fundingSources } from "@/config/funding";
import { paths } from "@/config/paths";
import { RETENTION } from "@/config/retention";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { sendContactRequest, startContactForm } from "../../actions";
import type { FormationChoice, LocationChoice, SubmitLabel } from "../../form-options";
import type { ContactRequest, ContactRequestInput } from "../../schema";

const contactCheck = lazyZodResolver(() =>
  import("../../schema").then((schema) => schema.contactRequestSchema),
);

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
}) {
  const { state, status, formAction, start, send, unreachable } = usePublicForm(
    sendContactRequest,
    address,
    {
      pageStart: signedStart,
      requestStart: startContactForm,
    },
  );
  const defaults: ContactRequestInput = {
    name: "",
    company: "",
    email: "",
    phone: "",
    desired_formation_id: quoteFormation ? String(quoteFormation.id) : "",
    desired_location_id: "",
    message: "",
    is_psh: false,
    psh_details: "",
    participants: "",
    desired_period: "",
    funding: "",
  };
  const form = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: contactCheck.resolver,
    defaultValues: defaults,
  });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (state.status === "success") form.reset(defaults);
    // `defaults` only changes with the formation, which fixes the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const serverErrors = state.status === "error" ? state.fieldErrors : undefined;
  const errorOf = (field: keyof ContactRequestInput) =>
    form.formState.errors[field]?.message ?? serverErrors?.[field];

  const chosenId = useWatch({ control: form.control, name: "desired_formation_id" });
  const chosen =
    quoteFormation ?? formations.find((formation) => String(formation.id) === chosenId);

  const field = (
    name: "name" | "company" | "email" | "phone",
    label: string,
    type = "text",
    autoComplete?: string,
  ) => (
    <TextField
      id={`contact-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      error={errorOf(name)}
      {...form.register(name)}
    />
  );

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      onFocus={contactCheck.preload}
      onSubmit={(event) => {
        event.preventDefault();
        // The check itself may fail to download: that is a lost connection too.
        form
          .handleSubmit(() => send(formRef.current!))(event)
          .catch(unreachable);
      }}
      className="space-y-5 self-start rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8"
      data-testid="contact-form"
    >
      <div className="grid gap-5 md:grid-cols-2">
        {field("name", "NOM *", "text", "name")}
        {field("company", "ENTREPRISE *", "text", "organization")}
        {field("email", "EMAIL *", "email", "email")}
        {field("phone", "TÉLÉPHONE", "tel", "tel")}
      </div>

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
          <div>
            <label htmlFor="contact-funding" className={labelClass}>
              FINANCEMENT ENVISAGÉ
            </label>
            <select id="contact-funding" className={selectClassName} {...form.register("funding")}>
              <option value="">Je ne sais pas encore</option>
              {fundingSources.map((source) => (
                <option key={source} value={source}>
                  {fundingLabels[source]}
                </option>
              ))}
            </select>
            <FieldError id="contact-funding-error" message={errorOf("funding")} />
          </div>
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

      <DisabilityFields form={form} idPrefix="contact" error={errorOf("psh_details")} />

      <FormGuardFields idPrefix="contact" start={start} />

      {state.status === "error" && status === "error" ? (
        <p role="alert" className="text-sm font-semibold text-brand-pink-ink">
          {state.message}
        </p>
      ) : null}
      {status === "success" ? (
        <p role="status" className="text-sm font-semibold text-brand-green-ink">
          Merci ! Nous vous répondons sous 48 heures ouvrées ; un e-mail de confirmation vous a été
          envoyé.
        </p>
      ) : null}

      <p className="text-xs text-ink/70" data-testid="privacy-notice">
        Nous utilisons ces informations uniquement pour répondre à votre demande et vous recontacter
        à son sujet ; elles sont conservées {RETENTION.prospectYears} ans après votre dernier
        contact. Vous pouvez y accéder, les faire rectifier ou effacer : voir notre{" "}
        <Link href={paths.privacy} className="font-semibold underline underline-offset-2">
          politique de confidentialité
        </Link>
        .
      </p>

      <PublicSubmitButton status={status} labels={{ idle: submitLabel, ...outcomeLabels }} />
    </form>
  );
}
