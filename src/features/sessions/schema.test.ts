import { describe, expect, it } from "vitest";
import { registrationFormValues, registrationSchema } from "./schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const complete = { trainee_name: " Léa Martin ", email: "lea@example.org", company: "Acme", payer: "opco", accept_terms: "on" };

describe("registration form", () => {
  it("reads a complete form, trimmed, without the consent box in what is stored", () => {
    const parsed = registrationSchema.parse(registrationFormValues(form(complete)));
    expect(parsed).toEqual({ trainee_name: "Léa Martin", email: "lea@example.org", company: "Acme", payer: "opco", is_psh: false, phone: undefined, psh_details: undefined });
  });

  it("asks for the terms of sale, who pays and the company, in French", () => {
    const { accept_terms: _consent, payer: _payer, company: _company, ...rest } = complete;
    const result = registrationSchema.safeParse(registrationFormValues(form({ ...rest, payer: "carte-bleue" })));
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      payer: "Indiquez qui finance la formation.",
      accept_terms: "Acceptez les conditions générales de vente pour vous inscrire.",
      company: "L'entreprise est requise, sauf si vous financez vous-même la formation.",
    });
    const withoutCompany = registrationSchema.safeParse(registrationFormValues(form({ ...complete, company: "  " })));
    expect(withoutCompany.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["company", "L'entreprise est requise, sauf si vous financez vous-même la formation."],
    ]);
  });

  it("lets someone paying for themselves leave the company empty, and drops disability details without the box", () => {
    const parsed = registrationSchema.parse(registrationFormValues(form({ ...complete, company: "", payer: "personnel", psh_details: "Rampe d'accès" })));
    expect(parsed).toMatchObject({ company: undefined, payer: "personnel", is_psh: false, psh_details: undefined });
  });
});
