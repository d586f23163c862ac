"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/ui/button";
import { HookForm } from "@/components/ui/hook-form";
import { TextField } from "@/components/ui/form-field";
import { updateOwnProfile } from "../../actions";
import { profileSchema, type ProfileValues } from "../../schema";
import { useLeaveWarning } from "@/components/ui/use-leave-warning";
import { useServerErrors } from "@/components/ui/use-server-errors";

/** 'Gérer mon compte': the signed-in person's own contact details. */
export function ProfileForm({ defaults }: { defaults: ProfileValues }) {
  const router = useRouter();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: defaults,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const showServerErrors = useServerErrors(form);
  useLeaveWarning(isDirty);
  return (
    <HookForm
      form={form}
      onValid={async (values) => {
        const result = await updateOwnProfile(values).catch(() => null);
        if (!result?.ok) {
          if (result) showServerErrors(result.fieldErrors);
          toast.error("Erreur", { description: "Une erreur est survenue lors de la mise à jour." });
          return;
        }
        // A new contact address waits for its link: the field shows the address in use.
        toast.success("Profil mis à jour", {
          description: result.notice ?? "Vos informations ont été mises à jour avec succès.",
        });
        form.reset(result.notice ? { ...values, email: defaults.email } : values);
        router.refresh();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="profile-name"
          label="Prénom *"
          autoComplete="given-name"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextField
          id="profile-last-name"
          label="Nom de famille *"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...form.register("last_name")}
        />
      </div>
      <TextField
        id="profile-email"
        label="Email de contact *"
        type="email"
        autoComplete="email"
        hint="Cette adresse sert aux communications et s'affiche sur le site ; ce n'est pas votre adresse de connexion. Une nouvelle adresse s'applique une fois confirmée par le lien qui lui est envoyé."
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        id="profile-phone"
        label="Numéro de téléphone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <TextField
        id="profile-titre"
        label="Titre/Fonction"
        placeholder="Ex: Responsable HSE, Manager, etc."
        autoComplete="organization-title"
        error={errors.titre?.message}
        {...form.register("titre")}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Mise à jour...">
        Mettre à jour mon profil
      </SubmitButton>
    </HookForm>
  );
}
