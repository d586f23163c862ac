/** The header's role label: 'Administrateur', else the person's titre, else 'Utilisateur'. */
export function roleLabel(profile: { admin: boolean; titre: string | null }): string {
  if (profile.admin) return "Administrateur";
  return profile.titre?.trim() || "Utilisateur";
}
