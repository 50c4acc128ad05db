import { describe, expect, it } from "vitest";
import { peopleCopy } from "~/content/admin/people";
import { emptyPersonFields, type PersonFields } from "~/lib/admin/people";
import { parseFields } from "../field-errors";
import { isWebAddress, personEditorForm, personRules } from "./people-forms";

const errors = peopleCopy.errors;
const typed = (fields: Partial<PersonFields>): PersonFields => ({
  ...emptyPersonFields,
  name: "Maya Robinson",
  text: "Quick and clear.",
  ...fields,
});

describe("the people's editor", () => {
  it("takes the version and every field as typed", () => {
    expect(parseFields(personEditorForm, { name: " Maya ", version: "3" })).toMatchObject({
      ok: true,
      data: { version: 3, name: " Maya ", rating: "" },
    });
  });

  it("trims, and turns a testimonial into what is stored", () => {
    expect(
      parseFields(
        personRules("testimonial"),
        typed({ name: " Maya ", rating: "4", position: "15", visible: "hidden", link: "x" }),
      ),
    ).toEqual({
      ok: true,
      data: {
        name: "Maya",
        role: "",
        photo: "",
        text: "Quick and clear.",
        rating: 4,
        link: "",
        description: "",
        links: [],
        position: 15,
        visible: false,
      },
    });
  });

  it("refuses an empty name, and a rating that is not a whole number from 0 to 5", () => {
    expect(parseFields(personRules("member"), typed({ name: "  " }))).toEqual({
      ok: false,
      errors: { name: errors.nameRequired },
    });
    for (const rating of ["6", "-1", "4.5", "1e0", "five", ""]) {
      expect(parseFields(personRules("testimonial"), typed({ rating })), rating).toEqual({
        ok: false,
        errors: { rating: errors.rating },
      });
    }
    for (const rating of ["0", "5"]) {
      expect(parseFields(personRules("testimonial"), typed({ rating })).ok, rating).toBe(true);
    }
  });

  it("takes only http(s) links, keeps a member's profiles in the networks' order, and asks a partner for a logo", () => {
    expect(isWebAddress("https://example.com/a")).toBe(true);
    for (const link of ["javascript:alert(1)", "data:text/html,x", "//example.com", "https://"]) {
      expect(isWebAddress(link), link).toBe(false);
    }
    expect(
      parseFields(
        personRules("member"),
        typed({ facebook: "https://facebook.com/maya", linkedin: "https://linkedin.com/in/maya" }),
      ),
    ).toMatchObject({
      ok: true,
      data: {
        links: [
          { network: "linkedin", url: "https://linkedin.com/in/maya" },
          { network: "facebook", url: "https://facebook.com/maya" },
        ],
      },
    });
    expect(
      parseFields(personRules("partner"), typed({ link: "javascript:alert(1)", photo: "" })),
    ).toEqual({ ok: false, errors: { photo: errors.logoRequired, link: errors.link } });
    expect(
      parseFields(personRules("partner"), typed({ photo: "https://elsewhere.example/logo.png" })),
    ).toEqual({ ok: false, errors: { photo: errors.photoFormat } });
  });
});
