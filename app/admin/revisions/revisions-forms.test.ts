import { describe, expect, it } from "vitest";
import { parseFields } from "~/forms/field-errors";
import { restoreRevisionForm } from "./revisions-forms";

describe("'Restore this version'", () => {
  it("reads the version the comparison was opened at", () => {
    expect(parseFields(restoreRevisionForm, { version: "7" })).toEqual({
      ok: true,
      data: { version: 7 },
    });
    expect(parseFields(restoreRevisionForm, { version: "0" })).toEqual({
      ok: true,
      data: { version: 0 },
    });
  });

  it("reads a missing or odd version as one no item has, so the restore is a conflict", () => {
    for (const version of [undefined, "", "seven", "1.5", "-2"]) {
      expect(parseFields(restoreRevisionForm, { version })).toEqual({
        ok: true,
        data: { version: -1 },
      });
    }
  });
});
