import "server-only";
import { siteConfig } from "@/config/site";
import type { PublicFormState } from "@/lib/public-form-state";
import { currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import type { PublicFormPost } from "@/server/form-guard";
import { publicFormAction } from "@/server/public-form-action";
import { fileComplaint } from "./file-complaint";
import { complaintFormValues, type ComplaintInput } from "./schema";

/** The complaint form's answer (lib/public-form-state.ts). */
export type ComplaintFormState = PublicFormState<keyof ComplaintInput>;

/** The public complaint form's action (site/actions): from the browser or a plain HTML post. */
export async function sendComplaint(post: PublicFormPost): Promise<ComplaintFormState> {
  return publicFormAction(
    post,
    {
      // The clock the complaint's deadlines count from.
      at: currentTime().getTime(),
      failure: {
        log: "Enregistrement d'une réclamation impossible",
        message: "Votre réclamation n'a pas pu être enregistrée. Réessayez dans un instant.",
      },
    },
    async (guard) =>
      fileComplaint(await getDb(), siteConfig, {
        values: complaintFormValues(post.form),
        ...guard,
      }),
  );
}
