import { z } from "@/lib/zod";
import { emailAddress, optionalText, password, requiredText } from "@/lib/validation";
import { listOrNull, uniqueTrimmed } from "@/lib/lists";
import { type users } from "@/server/auth/tables";

/** One zod schema per form, used by the form in the browser and by the server. */

export const signInSchema = z.object({
  email: emailAddress("L'adresse e-mail est requise."),
  password: z.string().min(1, "Le mot de passe est requis."),
});

const firstName = requiredText(100, "Le prénom est requis.");
const lastName = requiredText(100, "Le nom est requis.");
const phone = optionalText(40);

export const signUpSchema = z.object({
  firstName,
  lastName,
  email: emailAddress("L'adresse e-mail est requise."),
  phone,
  password,
});

const passwordPair = {
  password: z.string().min(1, "Le mot de passe est requis.").pipe(password),
  confirmation: z.string().min(1, "Confirmez le mot de passe."),
};
const passwordsMatch = <T extends { password: string; confirmation: string }>(values: T) =>
  values.password === values.confirmation;
const mismatch = { message: "Les mots de passe ne correspondent pas.", path: ["confirmation"] };

export const onboardingSchema = z
  .object({ firstName, lastName, phone, ...passwordPair })
  .refine(passwordsMatch, mismatch);

export const newPasswordSchema = z.object(passwordPair).refine(passwordsMatch, mismatch);

export const emailOnlySchema = z.object({ email: emailAddress("L'adresse e-mail est requise.") });

/** 'Gérer mon compte': the contact details shown on the site, not the sign-in address. */
export const profileSchema = z.object({
  name: requiredText(100, "Le prénom est requis."),
  last_name: requiredText(100, "Le nom de famille est requis."),
  email: emailAddress("L'e-mail de contact est requis."),
  phone,
  titre: optionalText(120),
});

const rolesField = z
  .array(z.string().max(60, "60 caractères au plus par rôle."))
  .max(20, "20 rôles au plus.")
  .transform(uniqueTrimmed);

/** The invite dialog: only the address is required; the rest pre-fills the invitee's profile. */
export const invitationSchema = z.object({
  email: emailAddress("L'adresse e-mail est requise."),
  name: optionalText(100),
  last_name: optionalText(100),
  phone,
  titre: optionalText(120),
  roles: rolesField,
  admin: z.boolean(),
});

/**
 * The edit dialog of the users screen: empty roles and titre are saved empty (null); the sign-in
 * account is not editable here.
 */
export const userEditSchema = z.object({
  name: requiredText(100, "Le prénom est requis."),
  last_name: requiredText(100, "Le nom est requis."),
  email: emailAddress("L'e-mail de contact est requis."),
  phone,
  titre: optionalText(120),
  roles: rolesField.transform(listOrNull),
  admin: z.boolean(),
});

export type SignInValues = z.input<typeof signInSchema>;
export type SignUpValues = z.input<typeof signUpSchema>;
export type OnboardingValues = z.input<typeof onboardingSchema>;
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
export type ProfileValues = z.input<typeof profileSchema>;
export type InvitationValues = z.input<typeof invitationSchema>;
export type Invitation = z.output<typeof invitationSchema>;
export type UserEditValues = z.input<typeof userEditSchema>;

/** A profile as its form fields show it: absent phone and title as empty text. */
export function profileValuesOf(
  profile: Pick<typeof users.$inferSelect, "name" | "last_name" | "email" | "phone" | "titre">,
): ProfileValues {
  return {
    name: profile.name,
    last_name: profile.last_name,
    email: profile.email,
    phone: profile.phone ?? "",
    titre: profile.titre ?? "",
  };
}
