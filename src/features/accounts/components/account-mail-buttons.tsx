"use client";

import { KeyRound, Wand2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { buttonClassName } from "@/components/ui/button";
import { sendMagicLink, sendPasswordRecovery } from "../actions";

const kinds = {
  reset: {
    label: "Reset",
    title: "Envoyer un e-mail de récupération du mot de passe",
    Icon: KeyRound,
    send: sendPasswordRecovery,
    success: "Email de récupération envoyé",
    failure: "Impossible d'envoyer l'email de récupération",
  },
  magic: {
    label: "Magic",
    title: "Envoyer un lien de connexion magique",
    Icon: Wand2,
    send: sendMagicLink,
    success: "Lien magique envoyé",
    failure: "Impossible d'envoyer le lien magique",
  },
} as const;

/** 'Reset' and 'Magic' on a user's card: e-mails sent by an admin to the member's sign-in address. */
export function AccountMailButton({ kind, profileId, name }: { kind: keyof typeof kinds; profileId: number; name: string }) {
  const { label, title, Icon, send, success, failure } = kinds[kind];
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      title={title}
      aria-label={`${label} : ${title.toLowerCase()} à ${name}`}
      className={buttonClassName({ variant: "outline", size: "sm" })}
      onClick={async () => {
        setPending(true);
        const result = await send(profileId).catch(() => null);
        setPending(false);
        if (result?.ok) toast.success("Succès", { description: success });
        else toast.error("Erreur", { description: result?.status === 429 ? result.error : failure });
      }}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </button>
  );
}
