import { describe, expect, it } from "vitest";
import { parseFields } from "../../forms/field-errors";
import { previewLinkForms } from "./preview-links-forms";

describe("the preview-link forms", () => {
  it("take the select's choices of days, and nothing else", () => {
    for (const days of [1, 3, 7]) {
      expect(parseFields(previewLinkForms.share, { days: String(days) })).toEqual({
        ok: true,
        data: { days },
      });
    }
    for (const days of ["", "0", "2", "30", "7.0", " 7", "seven"]) {
      expect(parseFields(previewLinkForms.share, { days }).ok, days).toBe(false);
    }
  });

  it("take a link's id as a positive whole number", () => {
    expect(parseFields(previewLinkForms.revoke, { link: "12" })).toEqual({
      ok: true,
      data: { link: 12 },
    });
    for (const link of ["", "0", "-1", "1.5", "01", "abc", "12345678901"]) {
      expect(parseFields(previewLinkForms.revoke, { link }).ok, link).toBe(false);
    }
  });
});
