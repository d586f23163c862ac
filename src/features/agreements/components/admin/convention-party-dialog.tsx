"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { buttonClassName, SubmitButton } from "@/components/ui/button";
import { Dialog, DialogCancel } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { HookForm } from "@/components/ui/hook-form";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { useServerErrors } from "@/components/ui/use-server-errors";
import { formatSiret } from "@/lib/siret";
import { setConventionParty } from "@/features/agreements/company-actions";
import {
  conventionPartySchema,
  type ConventionPartyInput,
} from "@/features/agreements/admin-schema";

/** What the dialog reads of a registration: only these cross to the browser. */
interface PartyRow {
  id: number;
  trainee_name: string;
  company: string | null;
  company_siret: string | null;
  company_address: string | null;
  signatory_name: string | null;
  signatory_position: string | null;
  signatory_email: string | null;
  /** Who registered the place: the signatory the dialog suggests until staff name one. */
  registrant: { name: string; email: string };
}

/**
 * « Entreprise signataire »: what a company-paid registration's convention needs before it is
 * issued (the company's SIRET and address, who accepts it in its name), its summary once known,
 * and the dialog that records it, for the colleagues of the same company at once if need be.
 */
export function ConventionParty({ registration }: { registration: PartyRow }) {
  const [open, setOpen] = useState(false);
  const known = registration.company_siret !== null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-sm" data-testid="convention-party">
      <span className={known ? "" : "font-semibold text-brand-pink-ink"}>
        {known
          ? `${registration.company}, SIRET ${formatSiret(registration.company_siret!)} · signataire : ${registration.signatory_name} (${registration.signatory_position}, ${registration.signatory_email})`
          : "Entreprise à compléter avant la convention (SIRET, adresse, signataire)"}
      </span>
      <button
        type="button"
        className={buttonClassName({ variant: "outline", size: "sm" })}
        aria-label={`Entreprise signataire : ${registration.trainee_name}`}
        onClick={() => setOpen(true)}
      >
        {known ? "Modifier l'entreprise" : "Entreprise signataire"}
      </button>
      {open && <ConventionPartyDialog registration={registration} onClose={() => setOpen(false)} />}
    </div>
  );
}

function ConventionPartyDialog({
  registration,
  onClose,
}: {
  registration: PartyRow;
  onClose: () => void;
}) {
  const form = useForm<ConventionPartyInput>({
    resolver: zodResolver(conventionPartySchema),
    defaultValues: {
      id: registration.id,
      company: registration.company ?? "",
      siret: registration.company_siret ?? "",
      address: registration.company_address ?? "",
      signatory_name: registration.signatory_name ?? registration.registrant.name,
      signatory_position: registration.signatory_position ?? "",
      signatory_email: registration.signatory_email ?? registration.registrant.email,
      same_company: true,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const showServerErrors = useServerErrors(form);
  const { run } = useActionFeedback();
  return (
    <Dialog
      open
      size="lg"
      dirty={isDirty}
      onOpenChange={(open) => !open && onClose()}
      title={`Entreprise signataire : ${registration.trainee_name}`}
    >
      <HookForm
        form={form}
        onValid={async (values) => {
          const result = await run(() => setConventionParty(values), {
            success: "Entreprise enregistrée",
            failure: "Impossible d'enregistrer l'entreprise",
          });
          if (result?.ok) onClose();
          else if (result) showServerErrors(result.fieldErrors);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="party-company"
            label="Raison sociale *"
            autoComplete="organization"
            error={errors.company?.message}
            {...form.register("company")}
          />
          <TextField
            id="party-siret"
            label="SIRET *"
            inputMode="numeric"
            hint="14 chiffres : l'établissement qui emploie le stagiaire."
            error={errors.siret?.message}
            {...form.register("siret")}
          />
        </div>
        <TextField
          id="party-address"
          label="Adresse de l'entreprise *"
          autoComplete="street-address"
          error={errors.address?.message}
          {...form.register("address")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="party-signatory-name"
            label="Signataire : nom et prénom *"
            error={errors.signatory_name?.message}
            {...form.register("signatory_name")}
          />
          <TextField
            id="party-signatory-position"
            label="Fonction du signataire *"
            placeholder="Ex : Responsable formation"
            error={errors.signatory_position?.message}
            {...form.register("signatory_position")}
          />
        </div>
        <TextField
          id="party-signatory-email"
          label="E-mail du signataire *"
          type="email"
          hint="La convention lui est envoyée avec un lien pour l'accepter au nom de l'entreprise ; indiquez l'adresse du stagiaire s'il la signe lui-même."
          error={errors.signatory_email?.message}
          {...form.register("signatory_email")}
        />
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0"
            {...form.register("same_company")}
          />
          <span>
            Pour toutes les inscriptions de cette entreprise à la session (même raison sociale)
          </span>
        </label>
        <div className="flex justify-end gap-2">
          <DialogCancel />
          <SubmitButton pending={isSubmitting} pendingLabel="Enregistrement…">
            Enregistrer
          </SubmitButton>
        </div>
      </HookForm>
    </Dialog>
  );
}
