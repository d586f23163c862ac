import { compareFrench, oneLine } from "./text";

/**
 * A participant's name as stored: the parts the registration form asks apart, or none for a name
 * typed in one field before that migration 0021 could not split with certainty
 * (docs/decisions/064-the-rest-of-what-staff-tripped-on.md).
 */
export interface PersonName {
  trainee_name: string;
  last_name: string | null;
  first_name: string | null;
}

/*
 * Each name comes out on one line (oneLine), whatever was stored before the forms refused line
 * breaks: a certificate's « atteste que : » or a sheet's row can hold no line of the name's own.
 */

/** 'Marc Petit': how mails and the dashboard name a person whose parts the form asked. */
export const readableName = (firstName: string, lastName: string) =>
  oneLine(`${firstName} ${lastName}`);

/** 'PETIT', the last name as documents write it; a name never split, whole as it was typed. */
export function formalLastName(person: PersonName): string {
  return oneLine(person.last_name?.toLocaleUpperCase("fr-FR") ?? person.trainee_name);
}

/**
 * 'PETIT Marc', as French administrative documents write a name (attendance sheets, exports,
 * certificates); a name never split, as it was typed.
 */
export function formalName(person: PersonName): string {
  return oneLine(
    person.first_name === null
      ? person.trainee_name
      : `${formalLastName(person)} ${person.first_name}`,
  );
}

/**
 * Orders people by last name then first name, as a French reader looks them up (accents and
 * case aside: 'Émilie' beside 'Emma', 'de Villiers' under D); a name never split, by its text.
 */
export function byLastName(left: PersonName, right: PersonName): number {
  return (
    compareFrench(left.last_name ?? left.trainee_name, right.last_name ?? right.trainee_name) ||
    compareFrench(left.first_name ?? "", right.first_name ?? "")
  );
}
