"use client";

import Link from "next/link";
import { useActionState, useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { buttonClassName } from "@/components/ui/button";
import { FieldError, fieldClassName as fieldClass, labelClassName as labelClass, selectClassName, TextField } from "@/components/ui/form-field";
import { fundingLabels, fundingSources } from "@/config/funding";
import { paths } from "@/config/paths";
import { RETENTION } from "@/config/retention";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { CONNECTION_LOST } from "@/lib/messages";
import { sendContactRequest, startContactForm, type ContactFormState } from "../../actions";
import { locationOptionLabel, submitLabel, type FormationOption, type LocationOption } from "../../form-options";
import type { ContactRequest, ContactRequestInput } from "../../schema";

const contactCheck = lazyZodResolver(() => import("../../schema").then((schema) => schema.contactRequestSchema));

/** How long the outcome stays on the button before it is ready again. */
export const STATUS_RESET_MS = 3_000;

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
  address,
  signedStart,
}: {
  formations: FormationOption[];
  locations: LocationOption[];
  quoteFormation?: FormationOption;
  /** The page's own address, where the form posts without JavaScript (an HTML form's action may not be empty). */
  address: string;
  /** When the server rendered the form, signed: the fill time of a post made without JavaScript. */
  signedStart: string;
}) {
  // Without JavaScript the form posts to the action and the page comes back with its outcome.
  const [postedState, formAction] = useActionState<ContactFormState, FormData>(
    sendContactRequest,
    { status: "idle" },
    address,
  );
  // With JavaScript the action is called directly, so that a network failure is an outcome too.
  const [sentState, setSentState] = useState<ContactFormState | null>(null);
  const [pending, setPending] = useState(false);
  const state = sentState ?? postedState;
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
  const [settled, setSettled] = useState<number | null>(null);

  // The fill-time check counts from when the visitor saw the form (and from each answer), not
  // from the cached page's render: the server signs a new start. Unreachable, the page's stays.
  const [start, setStart] = useState({ token: signedStart, signedFor: "page" });
  useEffect(() => {
    let current = true;
    startContactForm().then(
      (token) => current && setStart({ token, signedFor: "visitor" }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [state]);

  useEffect(() => {
    if (state.status === "idle") return;
    if (state.status === "success") form.reset(defaults);
    const timer = setTimeout(() => setSettled(state.at), STATUS_RESET_MS);
    return () => clearTimeout(timer);
    // `defaults` only changes with the formation, which fixes the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const status = pending ? "loading" : state.status !== "idle" && state.at !== settled ? state.status : "idle";
  const serverErrors = state.status === "error" ? state.fieldErrors : undefined;
  const errorOf = (field: keyof ContactRequestInput) => form.formState.errors[field]?.message ?? serverErrors?.[field];

  const chosenId = useWatch({ control: form.control, name: "desired_formation_id" });
  const chosen = quoteFormation ?? formations.find((formation) => String(formation.id) === chosenId);
  const isPsh = useWatch({ control: form.control, name: "is_psh" });

  const field = (name: "name" | "company" | "email" | "phone", label: string, type = "text", autoComplete?: string) => (
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
        const unreachable = () => setSentState({ status: "error", at: Date.now(), message: CONNECTION_LOST });
        // The check itself may fail to download: that is a lost connection too.
        form
          .handleSubmit(async () => {
            setPending(true);
            try {
              setSentState(await sendContactRequest({ status: "idle" }, new FormData(formRef.current!)));
            } catch {
              unreachable();
            } finally {
              setPending(false);
            }
          })(event)
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

      {chosen?.event ? (
        <p className="rounded-2xl bg-brand-yellow-soft px-4 py-3 text-sm" data-testid="event-location-note">
          Cette formation a lieu pendant l&apos;événement {chosen.event.nom} : le lieu est celui de
          l&apos;événement.
        </p>
      ) : (
        <div>
          <label htmlFor="contact-location" className={labelClass}>
            LIEU SOUHAITÉ
          </label>
          <select id="contact-location" className={selectClassName} {...form.register("desired_location_id")}>
            <option value="">Pas de préférence</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {locationOptionLabel(location)}
              </option>
            ))}
          </select>
        </div>
      )}

      {quoteFormation ? (
        // What a quote needs to be priced; all optional.
        <div className="grid gap-5 md:grid-cols-3">
          <TextField id="contact-participants" label="NOMBRE DE PARTICIPANTS" inputMode="numeric" placeholder="Ex : 6" error={errorOf("participants")} {...form.register("participants")} />
          <TextField id="contact-period" label="PÉRIODE SOUHAITÉE" placeholder="Ex : mars 2027" error={errorOf("desired_period")} {...form.register("desired_period")} />
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

      <div className="space-y-3">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 accent-brand-blue-ink"
            {...form.register("is_psh", {
              // Unticking forgets the details: they are only sent with the box ticked.
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                if (!event.target.checked) form.setValue("psh_details", "");
              },
            })}
          />
          <span>Je suis en situation de handicap et je souhaite une adaptation de la formation.</span>
        </label>
        {isPsh ? (
          <div>
            <label htmlFor="contact-psh" className={labelClass}>
              VOS BESOINS D&apos;ADAPTATION
            </label>
            <textarea id="contact-psh" rows={3} className={fieldClass} {...form.register("psh_details")} />
            <FieldError id="contact-psh-error" message={errorOf("psh_details")} />
          </div>
        ) : null}
      </div>

      {/* Robots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Site web</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="started_at" value={start.token} data-signed-for={start.signedFor} />

      {state.status === "error" && status === "error" ? (
        <p role="alert" className="text-sm font-semibold text-brand-pink-ink">
          {state.message}
        </p>
      ) : null}
      {status === "success" ? (
        <p role="status" className="text-sm font-semibold text-brand-green-ink">
          Merci ! Nous vous répondons sous 48 heures ouvrées ; un e-mail de confirmation vous a été envoyé.
        </p>
      ) : null}

      <p className="text-xs text-ink/70" data-testid="privacy-notice">
        Nous utilisons ces informations uniquement pour répondre à votre demande et vous recontacter à son sujet ; elles sont
        conservées {RETENTION.prospectYears} ans après votre dernier contact. Vous pouvez y accéder, les faire rectifier ou
        effacer : voir notre{" "}
        <Link href={paths.privacy} className="font-semibold underline underline-offset-2">
          politique de confidentialité
        </Link>
        .
      </p>

      <button
        type="submit"
        disabled={status !== "idle"}
        data-status={status}
        className={buttonClassName({
          variant: status === "error" ? "accent" : status === "success" ? "success" : "primary",
          size: "lg",
          // The outcome stays readable while the button waits to be ready again.
          dimWhenDisabled: status === "idle" || status === "loading",
          className: "w-full md:w-auto",
        })}
      >
        {status === "idle" ? submitLabel(quoteFormation) : outcomeLabels[status]}
      </button>
    </form>
  );
}
