/**
 * The French intra-community VAT number of a company, from its SIREN: « FR », a two-digit key,
 * then the SIREN. The key is (12 + 3 × (SIREN mod 97)) mod 97, as the tax administration computes
 * it. The legal notice prints it (loi n° 2004-575 du 21 juin 2004, LCEN, article 19).
 */
export function frenchVatNumber(siren: string): string {
  const digits = siren.replace(/\s/g, "");
  if (!/^\d{9}$/.test(digits)) throw new Error(`SIREN invalide : ${siren}`);
  const key = (12 + 3 * (Number(digits) % 97)) % 97;
  return `FR${String(key).padStart(2, "0")}${digits}`;
}
