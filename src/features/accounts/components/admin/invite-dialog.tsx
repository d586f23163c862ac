"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { buttonClassName, SubmitButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { SwitchField } from "@/components/ui/switch-field";
import { TagsInput } from "@/components/ui/tags-input";
import { inviteUser } from "../../actions";
import { invitationErrorMessage } from "../../invitation-errors";
import { invitationSchema, type Invitation, type InvitationValues } from "../../schema";

const empty: InvitationValues = { email: "", name: "", last_name: "", phone: "", titre: "", roles: [], admin: false };

/** 'Inviter un utilisateur': the address, the profile to pre-fill, roles as tags, the admin switch. */
export function InviteDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const form = useForm<InvitationValues, unknown, Invitation>({ resolver: zodResolver(invitationSchema), defaultValues: empty });
  const { errors, isSubmitting, isDirty } = form.formState;
  const email = useWatch({ control: form.control, name: "email" });

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClassName()}>
        <UserPlus aria-hidden className="size-4" />
        <span className="sm:hidden">Inviter</span>
        <span className="hidden sm:inline">Inviter un utilisateur</span>
      </button>
      <Dialog
        open={open}
        dirty={isDirty}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset(empty);
        }}
        title="Inviter un utilisateur"
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit(async (values) => {
            const result = await inviteUser(values).catch(() => null);
            if (!result?.ok) {
              toast.error("Erreur", { description: invitationErrorMessage(result) });
              return;
            }
            toast.success("Invitation envoyée", { description: `Un e-mail d'invitation a été envoyé à ${values.email}.` });
            form.reset(empty);
            setOpen(false);
            router.refresh();
          })}
        >
          <TextField id="invite-email" label="Email *" type="email" error={errors.email?.message} {...form.register("email")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="invite-name" label="Prénom" error={errors.name?.message} {...form.register("name")} />
            <TextField id="invite-last-name" label="Nom" error={errors.last_name?.message} {...form.register("last_name")} />
          </div>
          <TextField id="invite-phone" label="Téléphone" type="tel" error={errors.phone?.message} {...form.register("phone")} />
          <TextField id="invite-titre" label="Titre" placeholder="Ex: Formatrice" error={errors.titre?.message} {...form.register("titre")} />
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <TagsInput id="invite-role" label="Rôles" itemName="le rôle" placeholder="Ex: Formateur" value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={form.control}
            name="admin"
            render={({ field }) => <SwitchField id="invite-admin" label="Administrateur" checked={field.value} onCheckedChange={field.onChange} />}
          />
          <SubmitButton pending={isSubmitting} pendingLabel="Envoi..." disabled={email.trim() === ""} className="w-full">
            Envoyer l&apos;invitation
          </SubmitButton>
        </form>
      </Dialog>
    </>
  );
}
