/** 'Camille Moreau' → 'CM': shown when a member's photo cannot be loaded. */
export function initials(name: string, lastName: string): string {
  return [name, lastName].map((part) => part.trim().charAt(0).toLocaleUpperCase("fr-FR")).join("");
}
