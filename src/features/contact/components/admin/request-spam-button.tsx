"use client";

import { ShieldAlert } from "lucide-react";
import { buttonClassName } from "@/components/ui/button";
import { useActionFeedback } from "@/components/ui/use-action-feedback";
import { markRequestSpam } from "../../actions";

/** 'Marquer comme spam', or its undoing on a request marked by mistake. */
export function RequestSpamButton({ id, spam }: { id: number; spam: boolean }) {
  const { run, pending } = useActionFeedback();
  return (
    <button
      type="button"
      disabled={pending}
      className={buttonClassName({ variant: "outline", size: "sm" })}
      onClick={async () => {
        await run(() => markRequestSpam(id, !spam), {
          success: spam
            ? "La demande revient dans la boîte de réception"
            : "Demande marquée comme spam",
          failure: "Impossible de modifier la demande",
        });
      }}
    >
      <ShieldAlert aria-hidden className="size-4" />
      {spam ? "Ce n'est pas un spam" : "Marquer comme spam"}
    </button>
  );
}
