import { describe, expect, it } from "vitest";
import {
  postedDisability,
  formFields,
  holdsNul,
  MAX_RECORD_ID,
  optionalChoice,
  personName,
  optionalEmailAddress,
  recordIdOf,
} from "./validation";

describe("row ids written as text", () => {
  it("reads a positive integer up to PostgreSQL's integer, and nothing else", () => {
    expect(recordIdOf("1")).toBe(1);
    expect(recordIdOf(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const text of [
      String(MAX_RECORD_ID + 1),
      "9999999999",
      "0",
      "01",
      "-1",
      "1.5",
      "1e3",
      " 1",
      "",
    ])
      expect(recordIdOf(text)).toBeNull();
  });

  it("lets a select offer no choice, or a row id, and refuses an id no table can hold", () => {
    expect(optionalChoice.parse("none")).toBeNull();
    expect(optionalChoice.parse("")).toBeNull();
    expect(optionalChoice.parse(" 42 ")).toBe(42);
    expect(optionalChoice.safeParse(String(MAX_RECORD_ID + 1)).error?.issues[0]?.message).toBe(
      "Choix invalide.",
    );
  });
});

describe("holdsNul", () => {
  it("finds a NUL character in a nested value or a key", () => {
    expect(holdsNul({ a: ["x", { b: "y\u0000" }] })).toBe(true);
    expect(holdsNul({ "k\u0000": 1 })).toBe(true);
    expect(holdsNul({ a: ["x", 1, null] })).toBe(false);
  });
});

describe("a form's fields as text", () => {
  it("reads every field by name, a file as nothing", () => {
    const form = new FormData();
    form.set("answer_1", "4");
    form.set("piece", new File(["x"], "x.txt"));
    expect(formFields(form)).toEqual({ answer_1: "4", piece: "" });
  });
});

describe("an e-mail address a form may leave empty", () => {
  it("reads nothing as absent, trims an address, and refuses a broken one in French", () => {
    expect(optionalEmailAddress.parse("")).toBeUndefined();
    expect(optionalEmailAddress.parse("  ines@formateurs.fr ")).toBe("ines@formateurs.fr");
    expect(optionalEmailAddress.safeParse("ines@formateurs").error?.issues[0]?.message).toBe(
      "Adresse e-mail invalide.",
    );
    expect(
      optionalEmailAddress.safeParse(`${"a".repeat(250)}@x.fr`).error?.issues[0]?.message,
    ).toBe("Adresse e-mail trop longue.");
  });
});

describe("a disability's needs as a public form posts them", () => {
  it("reads them with the box ticked, and ignores what an unticked form still holds", () => {
    const form = new FormData();
    form.set("psh_details", "Interprète LSF");
    expect(postedDisability(form)).toEqual({ is_psh: false, psh_details: "" });
    form.set("is_psh", "on");
    expect(postedDisability(form)).toEqual({ is_psh: true, psh_details: "Interprète LSF" });
  });
});

describe("a person's name typed in a public form", () => {
  const name = personName(100, "Indiquez votre nom.");
  it("takes a name with accents, hyphens and apostrophes", () => {
    expect(name.parse(" d'Alembert-Lefèvre ")).toBe("d'Alembert-Lefèvre");
  });
  it.each([
    "Durand\nAtteste que : Jean Faux",
    "Du\rrand",
    "Du\trand",
    "Du\u2028rand",
    "Du\u202erand",
  ])("refuses %j: a name holds no line break nor control character", (typed) => {
    expect(name.safeParse(typed).error?.issues[0]?.message).toBe(
      "Un nom tient sur une ligne : retirez les retours à la ligne et les caractères spéciaux.",
    );
  });
});
