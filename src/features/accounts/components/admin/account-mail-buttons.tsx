"use client";

import { KeyRound, Wand2 } from "lucide-react";
import { Tooltip } from "radix-ui";
import { useState } from "react";
import { toast } from "sonner";
import { buttonClassName } from "@/components/ui/button";
import { sendMagicLink, sendPasswordRecovery } from "../../actions";

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

/** Why a card's 'Reset' and 'Magic' do nothing: the profile has no sign-in account to mail. */
const NO_ACCOUNT = "Aucun compte de connexion : invitez d'abord cette personne.";

/**
 * 'Reset' and 'Magic' on a user's card: e-mails sent by an admin to the member's sign-in address.
 * A team profile without an account shows them unavailable, with the reason in a tooltip (a
 * focusable aria-disabled button: a disabled one could neither be hovered nor reached by keyboard).
 */
export function AccountMailButton({
  kind,
  profileId,
  name,
  hasAccount,
}: {
  kind: keyof typeof kinds;
  profileId: number;
  name: string;
  hasAccount: boolean;
}) {
  const { label, title, Icon, send, success, failure } = kinds[kind];
  const [pending, setPending] = useState(false);
  if (!hasAccount) {
    return (
      <Tooltip.Provider delayDuration={150}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <button
              type="button"
              aria-disabled="true"
              aria-label={`${label} : ${title.toLowerCase()} à ${name}, indisponible`}
              className={buttonClassName({
                variant: "outline",
                size: "sm",
                className: "cursor-not-allowed opacity-50",
              })}
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </button>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content
              side="top"
              sideOffset={6}
              className="z-50 max-w-xs rounded-xl bg-ink px-3 py-2 text-sm text-white shadow-lg"
            >
              {NO_ACCOUNT}
              <Tooltip.Arrow className="fill-ink" />
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
    );
  }
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
        else
          toast.error("Erreur", { description: result?.status === 429 ? result.error : failure });
      }}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </button>
  );
}
