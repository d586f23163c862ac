"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import type { ActionFailure, ActionResult } from "@/lib/action-result";

export interface FeedbackMessages {
  /** The spec's success sentence: 'Article créé avec succès'. */
  success: string;
  /**
   * The spec's failure sentence: 'Impossible de sauvegarder l'article'; or, where the spec words each
   * cause itself (the invitation), the function that words it (null: the server was unreachable).
   */
  failure: string | ((failure: ActionFailure | null) => string);
  /** The spec titles a few toasts with the success sentence itself ('Utilisateur modifié') rather than 'Succès'. */
  successAsTitle?: boolean;
}

/**
 * How a dashboard mutation answers: 'Succès' or 'Erreur' toasts with the spec's sentences, word for word, then the
 * list reloads (or the page moves to `next`). A refusal the person can act on (invalid field, no right, duplicate) adds the
 * server's reason to the spec's sentence; an unexpected failure shows the sentence alone. `pending` is true while a
 * `run` is in flight, for the button that started it to say so and not be pressed twice.
 */
export function useActionFeedback() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function run<T extends object>(
    action: () => Promise<ActionResult<T>>,
    messages: FeedbackMessages,
    next?: string,
  ): Promise<ActionResult<T> | null> {
    setPending(true);
    try {
      const result = await action().catch(() => null);
      if (!result?.ok) {
        toast.error("Erreur", { description: failureSentence(messages.failure, result) });
        return result;
      }
      const { notice } = result;
      if (messages.successAsTitle) toast.success(messages.success, { description: notice });
      else
        toast.success("Succès", {
          description: notice ? `${messages.success} ${notice}` : messages.success,
        });
      if (next) router.replace(next);
      else router.refresh();
      return result;
    } finally {
      setPending(false);
    }
  }
  return { run, pending };
}

function failureSentence(
  failure: FeedbackMessages["failure"],
  result: ActionFailure | null,
): string {
  if (typeof failure === "function") return failure(result);
  // The spec's sentence as written; a reason the person can act on follows it as a second sentence.
  return result && result.status !== 500 ? `${failure}. ${result.error}` : failure;
}
