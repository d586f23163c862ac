"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/ui/button";
import { HookForm } from "@/components/ui/hook-form";
import { paths } from "@/config/paths";
import { authClient } from "../../auth-client";
import { NewPasswordFields } from "./password-fields";
import { newPasswordSchema, type NewPasswordValues } from "../../schema";
import { toastAuthRefusal } from "./auth-refusal";

/** The page a recovery e-mail leads to: a new password, then sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <HookForm
      form={form}
      onValid={async (values) => {
        const { error } = await authClient.resetPassword({ newPassword: values.password, token });
        if (toastAuthRefusal(error)) return;
        toast.success("Mot de passe modifié", {
          description: "Connectez-vous avec votre nouveau mot de passe.",
        });
        router.push(paths.login);
      }}
    >
      <NewPasswordFields
        idPrefix="reset"
        label="Nouveau mot de passe *"
        password={form.register("password")}
        confirmation={form.register("confirmation")}
        errors={errors}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Enregistrement..." className="w-full">
        Enregistrer le mot de passe
      </SubmitButton>
    </HookForm>
  );
}
