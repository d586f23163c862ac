"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, UserPlus, X } from "lucide-react";
import { Switch } from "radix-ui";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { buttonClassName } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { fieldClassName, labelClassName, TextField } from "@/components/ui/form-field";
import { uniqueTrimmed } from "@/lib/lists";
import { inviteUser } from "../actions";
import { invitationErrorMessage } from "../invitation-errors";
import { invitationSchema, type Invitation, type InvitationValues } from "../schema";

const empty: InvitationValues = { email: "", name: "", last_name: "", phone: "", titre: "", roles: [], admin: false };

/** 'Inviter un utilisateur': the address, the profile to pre-fill, roles as tags, the admin switch. */
export function InviteDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [roleDraft, setRoleDraft] = useState("");
  const form = useForm<InvitationValues, unknown, Invitation>({ resolver: zodResolver(invitationSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const email = useWatch({ control: form.control, name: "email" });
  const roles = useWatch({ control: form.control, name: "roles" });

  const addRole = () => {
    form.setValue("roles", uniqueTrimmed([...roles, roleDraft]));
    setRoleDraft("");
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClassName()}>
        <UserPlus aria-hidden className="size-4" />
        <span className="sm:hidden">Inviter</span>
        <span className="hidden sm:inline">Inviter un utilisateur</span>
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset(empty);
        }}
        title="Inviter un utilisateur"
      >
        <form
          noValidate
          className="mt-4 max-h-[70vh] space-y-4 overflow-y-auto px-1"
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
          <div>
            <label htmlFor="invite-role" className={labelClassName}>
              Rôles
            </label>
            <div className="flex gap-2">
              <input
                id="invite-role"
                value={roleDraft}
                onChange={(event) => setRoleDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    addRole();
                  }
                }}
                className={fieldClassName}
                placeholder="Ex: Formateur"
              />
              <button type="button" onClick={addRole} aria-label="Ajouter le rôle" className={buttonClassName({ variant: "outline", className: "mt-1 px-4" })}>
                <Plus aria-hidden className="size-4" />
              </button>
            </div>
            {roles.length > 0 ? (
              <ul aria-label="Rôles ajoutés" className="mt-2 flex flex-wrap gap-2">
                {roles.map((role) => (
                  <li key={role} className="inline-flex items-center gap-1 rounded-full bg-brand-blue-soft py-1 pl-3 pr-1 text-sm font-semibold">
                    {role}
                    <button
                      type="button"
                      aria-label={`Retirer le rôle ${role}`}
                      onClick={() => form.setValue("roles", roles.filter((other) => other !== role))}
                      className="grid size-6 place-items-center rounded-full hover:bg-white"
                    >
                      <X aria-hidden className="size-3" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <Controller
            control={form.control}
            name="admin"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch.Root
                  id="invite-admin"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  className="relative h-6 w-11 rounded-full bg-ink/20 transition-colors data-[state=checked]:bg-brand-green-ink"
                >
                  <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
                </Switch.Root>
                <label htmlFor="invite-admin" className={labelClassName}>
                  Administrateur
                </label>
              </div>
            )}
          />
          <button type="submit" disabled={isSubmitting || email.trim() === ""} className={buttonClassName({ className: "w-full" })}>
            {isSubmitting ? "Envoi..." : "Envoyer l'invitation"}
          </button>
        </form>
      </Dialog>
    </>
  );
}
