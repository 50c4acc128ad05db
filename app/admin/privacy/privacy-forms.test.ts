import { describe, expect, it } from "vitest";
import { privacyCopy } from "./privacy-words";
import { parseFields } from "../../forms/field-errors";
import { privacyExportForm, privacyForms } from "./privacy-forms";

const errors = privacyCopy.errors;

describe("the privacy requests' forms", () => {
  it("looks an address up trimmed and in lower case", () => {
    expect(parseFields(privacyForms.find, { email: "  Ann.Lee+news@Example.COM " })).toEqual({
      ok: true,
      data: { email: "ann.lee+news@example.com" },
    });
    expect(parseFields(privacyExportForm, { email: "ANN@example.com" })).toEqual({
      ok: true,
      data: { email: "ann@example.com" },
    });
  });

  it("asks for an address when there is none, or no @ in it", () => {
    for (const email of [undefined, "", "   ", "ann", "ann@", "@example.com", "a b@example.com"]) {
      expect(parseFields(privacyForms.find, { email }), String(email)).toEqual({
        ok: false,
        errors: { email: errors.email },
      });
    }
  });

  it("erases only when the confirmation is the same address, in any case and spacing", () => {
    expect(
      parseFields(privacyForms.erase, { email: "ann@example.com", confirm: " ANN@example.com " }),
    ).toEqual({ ok: true, data: { email: "ann@example.com", confirm: " ANN@example.com " } });
    for (const confirm of [undefined, "", "ann@example.co", "jo.ann@example.com"]) {
      expect(
        parseFields(privacyForms.erase, { email: "ann@example.com", confirm }),
        String(confirm),
      ).toEqual({ ok: false, errors: { confirm: errors.confirmMismatch } });
    }
  });
});
