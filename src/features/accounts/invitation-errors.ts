/** The invite dialog's failure toast, from the action's result (null: the server was unreachable). */
export function invitationErrorMessage(result: { code?: string; error: string } | null): string {
  if (!result) return "Impossible d'envoyer l'invitation";
  if (result.code === "rate_limit") {
    return "Limite d'envoi d'emails atteinte. Veuillez attendre quelques minutes avant de renvoyer une invitation.";
  }
  if (result.code === "email") return `Erreur d'email: ${result.error}`;
  return `Erreur de fonction: ${result.error}`;
}
