import { PASSWORD_TOO_SHORT } from "@/lib/validation";

/** Better Auth's error codes, said in French for the toasts' descriptions. */
const messages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Adresse e-mail ou mot de passe incorrect.",
  EMAIL_NOT_VERIFIED:
    "Votre adresse e-mail n'est pas encore confirmée : nous venons de vous renvoyer le lien de confirmation.",
  INVALID_EMAIL: "Adresse e-mail invalide.",
  INVALID_PASSWORD: "Mot de passe invalide.",
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG: "Le mot de passe doit contenir au plus 128 caractères.",
  INVALID_TOKEN: "Ce lien n'est plus valable : demandez-en un nouveau.",
  TOKEN_EXPIRED: "Ce lien a expiré : demandez-en un nouveau.",
  INVITATION_NOT_VALID:
    "Cette invitation n'est plus valable : demandez-en une nouvelle à l'équipe.",
};

export const SERVICE_UNAVAILABLE =
  "Le service est momentanément indisponible. Réessayez dans un instant.";
export const TOO_MANY_ATTEMPTS = "Trop de tentatives : réessayez dans quelques minutes.";

export function authErrorMessage(
  error: { code?: string; status?: number } | null | undefined,
): string {
  if (error?.status === 429) return TOO_MANY_ATTEMPTS;
  return (error?.code && messages[error.code]) || SERVICE_UNAVAILABLE;
}
