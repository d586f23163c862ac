"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { ActionResult } from "@/lib/action-result";

export interface FeedbackMessages {
  /** The spec's success sentence: 'Article créé avec succès'. */
  success: string;
  /** The spec's failure sentence: 'Impossible de sauvegarder l'article'. */
  failure: string;
  /** The spec titles a few toasts with the success sentence itself ('Utilisateur modifié') rather than 'Succès'. */
  successAsTitle?: boolean;
}

/**
 * How a dashboard mutation answers: 'Succès' or 'Erreur' toasts with the spec's sentences, word for word, then the
 * list reloads (or the page moves to `next`). A refusal the person can act on (invalid field, no right, duplicate) adds the
 * server's reason to the spec's sentence; an unexpected failure shows the sentence alone.
 */
export function useActionFeedback() {
  const router = useRouter();
  return async function run<T extends object>(
    action: () => Promise<ActionResult<T>>,
    messages: FeedbackMessages,
    next?: string,
  ): Promise<ActionResult<T> | null> {
    const result = await action().catch(() => null);
    if (!result?.ok) {
      // The spec's sentence as written; a reason the person can act on follows it as a second sentence.
      const reason = result && result.status !== 500 ? `. ${result.error}` : "";
      toast.error("Erreur", { description: `${messages.failure}${reason}` });
      return result;
    }
    const { notice } = result;
    if (messages.successAsTitle) toast.success(messages.success, { description: notice });
    else toast.success("Succès", { description: notice ? `${messages.success} ${notice}` : messages.success });
    if (next) router.replace(next);
    else router.refresh();
    return result;
  };
}
