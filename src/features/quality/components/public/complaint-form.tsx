"use client";

import { FormGuardFields } from "@/components/forms/form-guard-fields";
import { FormOutcome } from "@/components/forms/form-outcome";
import { IdentityFields } from "@/components/forms/identity-fields";
import { PrivacyNotice } from "@/components/forms/privacy-notice";
import { PublicSubmitButton } from "@/components/forms/public-submit-button";
import { usePublicForm } from "@/components/forms/use-public-form";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { RETENTION } from "@/config/retention";
import { useBrowserSnapshot } from "@/lib/use-browser-snapshot";
import { claimantKinds } from "../../constants";
import { actions } from "astro:actions";
import { claimantKindLabels } from "../../labels";
import type { SessionChoice } from "../../types";

const identityFields = [
  { name: "name", label: "NOM ET PRÉNOM *", autoComplete: "name" },
  { name: "email", label: "EMAIL *", type: "email", autoComplete: "email" },
] as const;

const outcomeLabels = {
  loading: "ENVOI EN COURS...",
  success: "RÉCLAMATION ENVOYÉE !",
  error: "OUPS, ÇA S'EST MAL PASSÉ.",
} as const;

/** `?session=` of the address, when it is a row id. */
function sessionOfAddress(): string | null {
  const id = new URLSearchParams(window.location.search).get("session");
  return id && /^[1-9]\d{0,9}$/.test(id) ? id : null;
}

/**
 * The complaint form, checked by the server with or without JavaScript (usePublicForm). A
 * trainee's page links to it with `?session=`: the session and 'Stagiaire' are then chosen once
 * the page runs (the page is cached, the address only the browser knows).
 */
export function ComplaintForm({
  sessions,
  answerDays,
  address,
  signedStart,
}: {
  sessions: SessionChoice[];
  answerDays: number;
  /** The page's own address, where the form posts without JavaScript. */
  address: string;
  signedStart: string;
}) {
  const { state, status, start, answer, formProps } = usePublicForm(actions.sendComplaint, {
    address,
    pageStart: signedStart,
  });
  const { errorOf, valueOf } = answer;
  // The session a trainee's page named. When the list does not show it (a client's own session),
  // the form offers it unnamed: the server knows it by its id, the page need not say its name.
  const namedId = useBrowserSnapshot(sessionOfAddress, null);
  const unlisted = namedId !== null && !sessions.some((session) => String(session.id) === namedId);
  // Both lists are drawn again (`key`), with the session and 'Stagiaire' chosen, once it is read.
  const named = namedId ?? undefined;

  return (
    <form
      {...formProps}
      className="space-y-5 self-start rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8"
      data-testid="complaint-form"
    >
      <SelectField
        key={named}
        id="complaint-claimant_kind"
        name="claimant_kind"
        label="VOUS ÊTES *"
        error={errorOf("claimant_kind")}
        defaultValue={named ? "trainee" : valueOf("claimant_kind")}
      >
        <option value="">Choisissez</option>
        {claimantKinds.map((kind) => (
          <option key={kind} value={kind}>
            {claimantKindLabels[kind]}
          </option>
        ))}
      </SelectField>

      <IdentityFields answer={answer} idPrefix="complaint" fields={identityFields} />

      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          id="complaint-organisation"
          label="ENTREPRISE OU ORGANISME"
          autoComplete="organization"
          name="organisation"
          error={errorOf("organisation")}
          defaultValue={valueOf("organisation")}
        />
        <SelectField
          key={named}
          id="complaint-session_id"
          name="session_id"
          label="SESSION CONCERNÉE"
          error={errorOf("session_id")}
          defaultValue={named ?? valueOf("session_id")}
        >
          <option value="">Aucune en particulier</option>
          {unlisted ? <option value={namedId}>La session de votre inscription</option> : null}
          {sessions.map((session) => (
            <option key={session.id} value={session.id}>
              {session.label}
            </option>
          ))}
        </SelectField>
      </div>

      <TextAreaField
        id="complaint-message"
        label="VOTRE RÉCLAMATION *"
        rows={7}
        hint="Ce qui s'est passé, quand, et ce que vous attendez de nous."
        name="message"
        error={errorOf("message")}
        defaultValue={valueOf("message")}
      />

      <FormGuardFields idPrefix="complaint" start={start} />

      <FormOutcome
        state={state}
        status={status}
        thanks={(success) =>
          `Votre réclamation est enregistrée. Un accusé de réception est envoyé à ${success.email} ; nous vous répondons par écrit sous ${answerDays} jours au plus.`
        }
      />

      <PrivacyNotice testId="privacy-notice">
        Nous utilisons ces informations uniquement pour traiter votre réclamation et vous répondre ;
        elles sont conservées dans notre registre des réclamations {RETENTION.complaintYears} ans
        après sa clôture.
      </PrivacyNotice>

      <PublicSubmitButton
        status={status}
        labels={{ idle: "ENVOYER LA RÉCLAMATION", ...outcomeLabels }}
      />
    </form>
  );
}
