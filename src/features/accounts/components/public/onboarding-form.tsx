"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/ui/button";
import { HookForm } from "@/components/ui/hook-form";
import { TextField } from "@/components/ui/form-field";
import { finishOnboarding } from "../../actions";
import { onboardingSchema, type OnboardingValues } from "../../schema";
import { NewPasswordFields } from "./password-fields";
import { useServerErrors } from "@/components/ui/use-server-errors";

/** Finalises a registration: names, phone and the password, then the person's dashboard. */
export function OnboardingForm({
  email,
  defaults,
  hasProfile,
}: {
  email: string;
  defaults: Omit<OnboardingValues, "password" | "confirmation">;
  /** The person already has a team profile, which the form updates rather than creates. */
  hasProfile: boolean;
}) {
  const router = useRouter();
  const form = useForm<OnboardingValues>({
    resolver: zodResolver(onboardingSchema),
    defaultValues: { ...defaults, password: "", confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const showServerErrors = useServerErrors(form);
  return (
    <HookForm
      form={form}
      onValid={async (values) => {
        const result = await finishOnboarding(values).catch(() => null);
        if (!result?.ok) {
          if (result) showServerErrors(result.fieldErrors);
          toast.error(
            hasProfile ? "Erreur de mise à jour du profil" : "Erreur de création du profil",
            {
              description: result?.error ?? "Connexion au serveur impossible.",
            },
          );
          return;
        }
        toast.success("Profil créé avec succès", {
          description: "Bienvenue dans l'équipe ! Votre compte est maintenant actif.",
        });
        router.push(result.next);
        router.refresh();
      }}
      onInvalid={(invalid) => {
        const message = invalid.confirmation?.message ?? invalid.password?.message;
        if (message) toast.error("Erreur", { description: message });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="onboarding-first-name"
          label="Prénom *"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          id="onboarding-last-name"
          label="Nom *"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <TextField id="onboarding-email" label="Email" type="email" value={email} readOnly />
      <TextField
        id="onboarding-phone"
        label="Téléphone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <NewPasswordFields
        idPrefix="onboarding"
        label="Mot de passe *"
        password={form.register("password")}
        confirmation={form.register("confirmation")}
        errors={errors}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Finalisation..." className="w-full">
        Finaliser mon inscription
      </SubmitButton>
    </HookForm>
  );
}
