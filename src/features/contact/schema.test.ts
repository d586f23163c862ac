import { describe, expect, it } from "vitest";
import { contactFormValues, contactRequestSchema } from "./schema";

const valid = {
  name: " Zoé Martin ",
  company: "Acme",
  email: "zoe@acme.fr",
  phone: "",
  desired_formation_id: "12",
  desired_location_id: "",
  message: "Bonjour",
  is_psh: false,
  psh_details: "",
  participants: "",
  desired_period: "",
  funding: "",
};

describe("contactRequestSchema", () => {
  it("trims, turns ids into integers and empty fields into absent ones", () => {
    expect(contactRequestSchema.parse(valid)).toEqual({
      name: "Zoé Martin",
      company: "Acme",
      email: "zoe@acme.fr",
      phone: undefined,
      desired_formation_id: 12,
      desired_location_id: undefined,
      message: "Bonjour",
      is_psh: false,
      psh_details: undefined,
      participants: undefined,
      desired_period: undefined,
      funding: undefined,
    });
  });

  it("reads a quote's participants, period and funding, and refuses what the form cannot send", () => {
    expect(
      contactRequestSchema.parse({
        ...valid,
        participants: " 8 ",
        desired_period: " Mars 2027 ",
        funding: "opco",
      }),
    ).toMatchObject({
      participants: 8,
      desired_period: "Mars 2027",
      funding: "opco",
    });
    const result = contactRequestSchema.safeParse({
      ...valid,
      participants: "0",
      funding: "banque",
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["participants", "Un nombre de participants entre 1 et 9 999."],
      ["funding", "Choix invalide."],
    ]);
    expect(contactRequestSchema.safeParse({ ...valid, participants: "12345" }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...valid, participants: "2.5" }).success).toBe(false);
  });

  it("names each missing required field in French", () => {
    const result = contactRequestSchema.safeParse({
      ...valid,
      name: " ",
      company: "",
      email: "",
      message: "",
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "Votre nom est requis."],
      ["company", "Votre entreprise est requise."],
      ["email", "Votre adresse e-mail est requise."],
      ["message", "Votre message est requis."],
    ]);
  });

  it("refuses a bad e-mail, a bad id and an overlong message", () => {
    const result = contactRequestSchema.safeParse({
      ...valid,
      email: "zoe@",
      desired_location_id: "-3",
      message: "x".repeat(5001),
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Adresse e-mail invalide.",
      "Choix invalide.",
      "5\u202f000 caractères au plus.",
    ]);
  });

  it("drops disability details when the box is not ticked", () => {
    expect(
      contactRequestSchema.parse({ ...valid, psh_details: "Fauteuil" }).psh_details,
    ).toBeUndefined();
    expect(
      contactRequestSchema.parse({ ...valid, is_psh: true, psh_details: "Fauteuil" }).psh_details,
    ).toBe("Fauteuil");
  });
});

describe("contactFormValues", () => {
  it("reads a posted form, the checkbox by its presence", () => {
    const form = new FormData();
    form.set("name", "Zoé");
    form.set("is_psh", "on");
    expect(contactFormValues(form)).toMatchObject({ name: "Zoé", company: "", is_psh: true });
  });
});
