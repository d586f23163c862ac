"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { Tabs } from "radix-ui";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SubmitButton } from "@/components/ui/button";
import { HookForm } from "@/components/ui/hook-form";
import { TextField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { authClient } from "../../auth-client";
import { authErrorMessage } from "../../auth-errors";
import {
  emailOnlySchema,
  signInSchema,
  signUpSchema,
  type SignInValues,
  type SignUpValues,
} from "../../schema";
import type { InvitationView } from "../../types";
import { toastAuthRefusal } from "./auth-refusal";
import { PasswordField } from "./password-fields";

const tabClassName =
  "flex-1 rounded-full px-4 py-2 text-sm font-bold transition-colors data-[state=active]:bg-ink data-[state=active]:text-white disabled:cursor-not-allowed disabled:opacity-40";

/** 'Espace Personnel': sign-in and sign-up tabs; an invitation link forces the sign-up tab. */
export function LoginPanel({ invitation }: { invitation: InvitationView }) {
  const invited = invitation?.state === "valid" ? invitation : null;

  useEffect(() => {
    if (invitation?.state === "valid")
      toast.info("Invitation trouvée", { description: "Vos informations ont été pré-remplies." });
    if (invitation?.state === "expired")
      toast.error("Invitation expirée", { description: "Cette invitation a expiré." });
  }, [invitation?.state]);

  return (
    <div className="mx-auto w-full max-w-md rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="font-display text-3xl font-bold">
        {invited ? "Créer mon compte" : "Espace Personnel"}
      </h1>
      {invited ? (
        <div
          role="status"
          className="mt-4 flex gap-3 rounded-2xl bg-brand-green-soft px-4 py-3 text-sm"
        >
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong className="block">Invitation reçue</strong>
            Créez votre compte avec l&apos;adresse invitée pour rejoindre l&apos;équipe.
          </p>
        </div>
      ) : null}
      <Tabs.Root defaultValue={invited ? "signup" : "signin"} className="mt-6">
        <Tabs.List
          aria-label="Connexion ou inscription"
          className="flex gap-1 rounded-full bg-ink/5 p-1"
        >
          <Tabs.Trigger value="signin" disabled={Boolean(invited)} className={tabClassName}>
            Connexion
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabClassName}>
            Inscription
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signin" className="mt-6 outline-none">
          <SignInForm />
        </Tabs.Content>
        <Tabs.Content value="signup" className="mt-6 outline-none">
          <SignUpForm invited={invited} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function SignInForm() {
  const router = useRouter();
  const [recovering, setRecovering] = useState(false);
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  if (recovering)
    return <RecoveryForm email={form.getValues("email")} onDone={() => setRecovering(false)} />;

  return (
    <HookForm
      form={form}
      onValid={async (values) => {
        const { error } = await authClient.signIn.email({
          email: values.email,
          password: values.password,
        });
        if (error) {
          toast.error("Erreur de connexion", { description: authErrorMessage(error) });
          return;
        }
        toast.success("Connexion réussie", { description: "Bienvenue !" });
        router.push(paths.dashboard);
        router.refresh();
      }}
    >
      <TextField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <PasswordField
        id="signin-password"
        label="Mot de passe"
        purpose="current"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Connexion..." className="w-full">
        Se connecter
      </SubmitButton>
      <button
        type="button"
        onClick={() => setRecovering(true)}
        className="block w-full text-center text-sm font-semibold underline underline-offset-4"
      >
        Mot de passe oublié ?
      </button>
    </HookForm>
  );
}

/** 'Mot de passe oublié ?': the same answer whether the address has an account or not. */
function RecoveryForm({ email, onDone }: { email: string; onDone: () => void }) {
  const form = useForm<{ email: string }>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <HookForm
      form={form}
      onValid={async (values) => {
        const { error } = await authClient.requestPasswordReset({
          email: values.email,
          redirectTo: paths.resetPassword,
        });
        if (toastAuthRefusal(error)) return;
        toast.success("Email de récupération envoyé", {
          description:
            "Si un compte existe pour cette adresse, il reçoit un lien pour choisir un nouveau mot de passe.",
        });
        onDone();
      }}
    >
      <p className="text-sm text-ink/80">
        Indiquez votre adresse : nous vous envoyons un lien pour choisir un nouveau mot de passe.
      </p>
      <TextField
        id="recovery-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Envoi..." className="w-full">
        Recevoir le lien
      </SubmitButton>
      <button
        type="button"
        onClick={onDone}
        className="block w-full text-center text-sm font-semibold underline underline-offset-4"
      >
        Retour à la connexion
      </button>
    </HookForm>
  );
}

function SignUpForm({ invited }: { invited: Extract<InvitationView, { state: "valid" }> | null }) {
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      firstName: invited?.firstName ?? "",
      lastName: invited?.lastName ?? "",
      email: invited?.email ?? "",
      phone: invited?.phone ?? "",
      password: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <HookForm
      form={form}
      onValid={async (values) => {
        const { error } = await authClient.signUp.email({
          email: invited?.email ?? values.email,
          password: values.password,
          name: `${values.firstName} ${values.lastName}`,
          firstName: values.firstName,
          lastName: values.lastName,
          phone: values.phone ?? undefined,
          callbackURL: paths.home,
          // The server gives an invitation's rights only to the account created with its token
          // (read by the server's sign-up hook, not a field of the account).
          ...(invited ? { invitationToken: invited.token } : {}),
        });
        if (error) {
          toast.error("Erreur d'inscription", { description: authErrorMessage(error) });
          return;
        }
        toast.success("Inscription réussie", {
          description: "Vérifiez votre email pour confirmer votre compte.",
        });
        form.reset({ ...form.getValues(), password: "" });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="signup-first-name"
          label="Prénom *"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          id="signup-last-name"
          label="Nom *"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <TextField
        id="signup-email"
        label="Email *"
        type="email"
        autoComplete="email"
        readOnly={Boolean(invited)}
        hint={invited ? "L'adresse de l'invitation." : undefined}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        id="signup-phone"
        label="Téléphone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <PasswordField
        id="signup-password"
        label="Mot de passe *"
        purpose="new"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Inscription..." className="w-full">
        Créer mon compte
      </SubmitButton>
    </HookForm>
  );
}
