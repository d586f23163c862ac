import { describe, expect, it } from "vitest";
import {
  cancellationSchema,
  handOverSchema,
  registrationFormValues,
  registrationSchema,
} from "./schema";
import { traineeProblemOf } from "./trainee-problems";
import { formatEuros } from "@/lib/money";
import {
  personalPriceText,
  registrationOutcomeText,
  registrationSentText,
} from "./registration-text";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const complete = {
  last_name: " Martin ",
  first_name: " Léa ",
  email: "lea@example.org",
  company: "Acme",
  payer: "opco",
  accept_terms: "on",
};

describe("registration form", () => {
  it("reads a complete form, trimmed, without the consent box in what is stored", () => {
    const parsed = registrationSchema.parse(registrationFormValues(form(complete)));
    expect(parsed).toEqual({
      trainee_name: "Léa Martin",
      last_name: "Martin",
      first_name: "Léa",
      email: "lea@example.org",
      company: "Acme",
      payer: "opco",
      is_psh: false,
      phone: undefined,
      psh_details: undefined,
      others: [],
    });
  });

  it("asks for the terms of sale, who pays and the company, in French", () => {
    const { accept_terms: _consent, payer: _payer, company: _company, ...rest } = complete;
    const result = registrationSchema.safeParse(
      registrationFormValues(form({ ...rest, payer: "carte-bleue" })),
    );
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      payer: "Indiquez qui finance la formation.",
      accept_terms: "Acceptez les conditions générales de vente pour vous inscrire.",
      company: "L'entreprise est requise, sauf si vous financez vous-même la formation.",
    });
    const withoutCompany = registrationSchema.safeParse(
      registrationFormValues(form({ ...complete, company: "  " })),
    );
    expect(withoutCompany.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["company", "L'entreprise est requise, sauf si vous financez vous-même la formation."],
    ]);
  });

  it("lets someone paying for themselves leave the company empty, and drops disability details without the box", () => {
    const parsed = registrationSchema.parse(
      registrationFormValues(
        form({ ...complete, company: "", payer: "personnel", psh_details: "Rampe d'accès" }),
      ),
    );
    expect(parsed).toMatchObject({
      company: undefined,
      payer: "personnel",
      is_psh: false,
      psh_details: undefined,
    });
  });

  it("takes up to four colleagues with a name and an address each, in the form's order, and points out a half-filled one", () => {
    const parsed = registrationSchema.parse(
      registrationFormValues(
        form({
          ...complete,
          participant_4_last_name: " Roux ",
          participant_4_first_name: "Inès",
          participant_4_email: "ines@example.org",
          participant_2_last_name: "Dubois",
          participant_2_first_name: "Paul",
          participant_2_email: "paul@example.org",
        }),
      ),
    );
    expect(parsed.others).toEqual([
      {
        trainee_name: "Paul Dubois",
        last_name: "Dubois",
        first_name: "Paul",
        email: "paul@example.org",
      },
      {
        trainee_name: "Inès Roux",
        last_name: "Roux",
        first_name: "Inès",
        email: "ines@example.org",
      },
    ]);
    const halfFilled = registrationSchema.safeParse(
      registrationFormValues(
        form({
          ...complete,
          participant_3_last_name: "Sans-Adresse",
          participant_3_first_name: "Jo",
          participant_5_email: "pas-une-adresse",
        }),
      ),
    );
    expect(halfFilled.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["participant_3_email", "L'adresse e-mail du participant 3 est requise."],
      ["participant_5_last_name", "Le nom du participant 5 est requis."],
      ["participant_5_first_name", "Le prénom du participant 5 est requis."],
      ["participant_5_email", "Adresse e-mail invalide."],
    ]);
  });
});

describe("names and addresses a stranger could abuse", () => {
  it("refuses a line break in a name, the registrant's or a colleague's: it would print a line of its own in a certificate", () => {
    const result = registrationSchema.safeParse(
      registrationFormValues(
        form({
          ...complete,
          last_name: "Martin\nAtteste que : Jean Faux",
          participant_2_last_name: "Dubois",
          participant_2_first_name: "Paul\r\nFaux",
          participant_2_email: "paul@example.org",
        }),
      ),
    );
    const oneLine =
      "Un nom tient sur une ligne : retirez les retours à la ligne et les caractères spéciaux.";
    expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["last_name", oneLine],
      ["participant_2_first_name", oneLine],
    ]);
  });

  it("refuses a name holding digits, the registrant's or a colleague's, in French", () => {
    const result = registrationSchema.safeParse(
      registrationFormValues(
        form({
          ...complete,
          first_name: "client. URGENT : rappelez le 01 86 95 00 00",
          participant_2_last_name: "Paul 2",
          participant_2_first_name: "Paul",
          participant_2_email: "paul@example.org",
        }),
      ),
    );
    expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      [
        "first_name",
        "Un nom ne contient pas de chiffres : indiquez le nom et le prénom seulement.",
      ],
      [
        "participant_2_last_name",
        "Un nom ne contient pas de chiffres : indiquez le nom et le prénom seulement.",
      ],
    ]);
    const colleague = registrationSchema.safeParse(
      registrationFormValues(
        form({
          ...complete,
          participant_2_last_name: "Dubois",
          participant_2_first_name: "Paul 2",
          participant_2_email: "paul@example.org",
        }),
      ),
    );
    expect(colleague.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      [
        "participant_2_first_name",
        "Un nom ne contient pas de chiffres : indiquez le nom et le prénom seulement.",
      ],
    ]);
  });

  it("gives each participant their own address", () => {
    const result = registrationSchema.safeParse(
      registrationFormValues(
        form({
          ...complete,
          participant_2_last_name: "Dubois",
          participant_2_first_name: "Paul",
          participant_2_email: "LEA@example.org",
          participant_3_last_name: "Roux",
          participant_3_first_name: "Inès",
          participant_3_email: "ines@example.org",
          participant_4_last_name: "Roux",
          participant_4_first_name: "Inès",
          participant_4_email: "ines@example.org",
        }),
      ),
    );
    expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["participant_2_email", "Chaque participant s'inscrit avec sa propre adresse e-mail."],
      ["participant_4_email", "Chaque participant s'inscrit avec sa propre adresse e-mail."],
    ]);
  });
});

describe("what the form and the confirmation page say", () => {
  it("asks for the mailed link's confirmation, for one participant or a group", () => {
    expect(registrationSentText(1, "claire@acme.fr")).toBe(
      "Plus qu'une étape : confirmez votre inscription grâce au lien que nous venons d'envoyer à claire@acme.fr, dans les 24 heures. Pas d'e-mail ? Regardez dans les indésirables.",
    );
    expect(registrationSentText(3, "claire@acme.fr")).toBe(
      "Plus qu'une étape : confirmez votre inscription grâce au lien que nous venons d'envoyer à claire@acme.fr, dans les 24 heures. Pas d'e-mail ? Regardez dans les indésirables. Vos collègues recevront ensuite chacun un e-mail pour confirmer la leur.",
    );
  });

  it("speaks of one participant or of a group, its seats, its waiting list and the colleagues still to confirm", () => {
    expect(registrationOutcomeText({ seated: 1, waiting: 0 })).toBe(
      "Votre inscription est enregistrée : nous vous confirmons votre place sous 48 heures ouvrées.",
    );
    expect(registrationOutcomeText({ seated: 0, waiting: 1 })).toBe(
      "Vous êtes sur la liste d'attente : nous vous écrivons dès qu'une place se libère.",
    );
    expect(registrationOutcomeText({ seated: 3, waiting: 0 })).toBe(
      "3 inscriptions enregistrées : nous vous confirmons les places sous 48 heures ouvrées.",
    );
    expect(registrationOutcomeText({ seated: 0, waiting: 2 })).toBe(
      "2 inscriptions sur la liste d'attente : nous vous écrivons dès qu'une place se libère.",
    );
    expect(registrationOutcomeText({ seated: 2, waiting: 1 })).toBe(
      "3 inscriptions enregistrées : 2 avec une place, que nous vous confirmons sous 48 heures ouvrées, et 1 sur la liste d'attente.",
    );
    expect(registrationOutcomeText({ seated: 1, waiting: 0 }, 1)).toBe(
      "Votre inscription est enregistrée : nous vous confirmons votre place sous 48 heures ouvrées. Un collègue n'a pas encore confirmé son inscription depuis l'e-mail reçu : une place n'est réservée qu'une fois confirmée.",
    );
    expect(registrationOutcomeText({ seated: 2, waiting: 0 }, 3)).toBe(
      "2 inscriptions enregistrées : nous vous confirmons les places sous 48 heures ouvrées. 3 collègues n'ont pas encore confirmé leur inscription depuis l'e-mail reçu : une place n'est réservée qu'une fois confirmée.",
    );
  });
});

describe("the trainee page's forms that cannot be undone", () => {
  const colleague = { last_name: "Durand", first_name: "Léa", email: "lea@acme.fr" };

  it("refuse, whatever a script posts, a hand-over or a cancellation whose box is not ticked", () => {
    const handOver = handOverSchema.safeParse(colleague);
    expect(handOver.success || traineeProblemOf(handOver.error)).toBe("confirm_hand_over");
    expect(handOverSchema.safeParse({ ...colleague, confirm_hand_over: "on" }).success).toBe(true);
    const cancel = cancellationSchema.safeParse({ reason: "Je change de poste." });
    expect(cancel.success || traineeProblemOf(cancel.error)).toBe("confirm_cancel");
    expect(
      cancellationSchema.safeParse({ reason: "Je change de poste.", confirm_cancel: "on" }).success,
    ).toBe(true);
  });
});

describe("the price a person paying for themself reads", () => {
  it("is stated taxes included, or says why no VAT applies", () => {
    expect(personalPriceText("1200", 20)).toBe(
      `Prix pour vous : ${formatEuros(144_000)} TTC (${formatEuros(120_000)} HT + TVA 20 %).`,
    );
    expect(personalPriceText("1200", 0)).toBe(
      `Prix pour vous : ${formatEuros(120_000)} (Exonération de TVA, article 261-4-4° a du Code général des impôts).`,
    );
  });
});
