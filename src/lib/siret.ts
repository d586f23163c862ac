/**
 * A French establishment's SIRET: 14 digits, the company's SIREN then the establishment's number,
 * whose Luhn sum is a multiple of 10 (INSEE). La Poste's establishments, too many for the key,
 * share SIREN 356 000 000 and a digit sum that is a multiple of 5 instead.
 */

const LA_POSTE_SIREN = "356000000";

/** The SIRET as its 14 digits, from what someone typed with spaces; null when it is not one. */
export function normalSiret(typed: string): string | null {
  const digits = typed.replace(/[\s.]/g, "");
  if (!/^\d{14}$/.test(digits)) return null;
  if (digits.startsWith(LA_POSTE_SIREN))
    return [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0 ? digits : null;
  const luhn = [...digits].reduce((sum, character, index) => {
    // From the left on 14 digits: every digit at an even position from the right is doubled.
    const digit = Number(character) * (index % 2 === 0 ? 2 : 1);
    return sum + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return luhn % 10 === 0 ? digits : null;
}

/** '552 100 554 00013', as documents print it. */
export const formatSiret = (siret: string) =>
  `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
