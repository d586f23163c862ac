import { toast } from "sonner";
import { authErrorMessage } from "../../auth-errors";

/** Shows the sign-in service's refusal as the 'Erreur' toast, in French; true when it refused. */
export function toastAuthRefusal(error: Parameters<typeof authErrorMessage>[0]): boolean {
  if (!error) return false;
  toast.error("Erreur", { description: authErrorMessage(error) });
  return true;
}
