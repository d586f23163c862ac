import { describe, expect, it } from "vitest";
import { publicFormRefusal } from "./public-form-state";

describe("a public form's refusal", () => {
  it("gives back what the visitor typed, but not the guard's fields nor React's and Astro's own", () => {
    const form = new FormData();
    form.set("name", "Zoé Martin");
    form.set("message", "Bonjour,\nune question.");
    form.set("is_psh", "on");
    form.set("website", "http://robot.example");
    form.set("started_at", "1790000000000.signature");
    form.set("$ACTION_REF_1", "");
    form.set("$ACTION_1:0", '{"id":"abc"}');
    form.set("$ACTION_KEY", "p/contact?_action=sendContactRequest");
    form.set("_astroAction", "");
    form.set("_astroActionState", '{"data":{"status":"error","values":{"name":"Zoé"}}}');
    form.set("attachment", new Blob(["x"]));
    expect(
      publicFormRefusal(form, 42, "Adresse e-mail invalide.", {
        email: "Adresse e-mail invalide.",
      }),
    ).toEqual({
      status: "error",
      at: 42,
      message: "Adresse e-mail invalide.",
      fieldErrors: { email: "Adresse e-mail invalide." },
      values: { name: "Zoé Martin", message: "Bonjour,\nune question.", is_psh: "on" },
    });
  });

  it("carries no field errors when the refusal is the whole form's", () => {
    expect(publicFormRefusal(new FormData(), 1, "Réessayez.")).toEqual({
      status: "error",
      at: 1,
      message: "Réessayez.",
      values: {},
    });
  });

  it("repeats at most 10,000 characters of a field, and 60 fields", () => {
    const form = new FormData();
    form.set("message", "x".repeat(600_000));
    for (let field = 0; field < 1_000; field += 1) form.set(`champ_${field}`, "valeur");
    const { values } = publicFormRefusal(form, 1, "Réessayez.");
    expect(values!.message).toHaveLength(10_000);
    expect(Object.keys(values!)).toHaveLength(60);
  });
});
