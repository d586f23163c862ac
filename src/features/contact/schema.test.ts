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
    });
  });

  it("names each missing required field in French", () => {
    const result = contactRequestSchema.safeParse({ ...valid, name: " ", company: "", email: "", message: "" });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "Votre nom est requis."],
      ["company", "Votre entreprise est requise."],
      ["email", "Votre adresse e-mail est requise."],
      ["message", "Votre message est requis."],
    ]);
  });

  it("refuses a bad e-mail, a bad id and an overlong message", () => {
    const result = contactRequestSchema.safeParse({ ...valid, email: "zoe@", desired_location_id: "-3", message: "x".repeat(5001) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Adresse e-mail invalide.",
      "Choix invalide.",
      "5\u202f000 caractères au plus.",
    ]);
  });

  it("drops disability details when the box is not ticked", () => {
    expect(contactRequestSchema.parse({ ...valid, psh_details: "Fauteuil" }).psh_details).toBeUndefined();
    expect(contactRequestSchema.parse({ ...valid, is_psh: true, psh_details: "Fauteuil" }).psh_details).toBe("Fauteuil");
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
