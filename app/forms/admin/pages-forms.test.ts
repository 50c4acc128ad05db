import { describe, expect, it } from "vitest";
import { pagesCopy } from "~/content/admin/pages";
import { parseFields } from "../field-errors";
import { LEGAL_PAGE_MAX, legalPageForms } from "./pages-forms";

const errors = pagesCopy.errors;
const save = (fields: Record<string, string>) => parseFields(legalPageForms.save, fields);

describe("a legal page's form", () => {
  it("takes the version, the trimmed title and description, and the body with its own line ends", () => {
    expect(
      save({
        version: "3",
        title: " Privacy Policy ",
        description: " What we keep. ",
        body: "## One\r\n\r\nText.\r\n",
      }),
    ).toEqual({
      ok: true,
      data: {
        version: 3,
        title: "Privacy Policy",
        description: "What we keep.",
        body: "## One\n\nText.\n",
      },
    });
  });

  it("wants a title and a body, and lets the description be empty", () => {
    expect(save({ version: "1", title: "  ", description: "", body: " \n " })).toEqual({
      ok: false,
      errors: { title: errors.titleRequired, body: errors.bodyRequired },
    });
    expect(save({ title: "T", body: "B" })).toMatchObject({
      ok: true,
      data: { version: 0, description: "" },
    });
  });

  it("keeps each field within its length", () => {
    expect(
      save({
        title: "t".repeat(LEGAL_PAGE_MAX.title + 1),
        description: "d".repeat(LEGAL_PAGE_MAX.description + 1),
        body: "b".repeat(LEGAL_PAGE_MAX.body + 1),
      }),
    ).toEqual({
      ok: false,
      errors: {
        title: errors.tooLong(LEGAL_PAGE_MAX.title),
        description: errors.tooLong(LEGAL_PAGE_MAX.description),
        body: errors.tooLong(LEGAL_PAGE_MAX.body),
      },
    });
    expect(
      save({ title: "t", description: "d".repeat(LEGAL_PAGE_MAX.description), body: "b" }),
    ).toMatchObject({ ok: true });
  });

  it("reads a version that is no number as 0, and previews the body alone", () => {
    expect(save({ version: "x", title: "t", body: "b" })).toMatchObject({ data: { version: 0 } });
    expect(parseFields(legalPageForms.render, { body: "a\r\nb", title: "" })).toEqual({
      ok: true,
      data: { body: "a\nb" },
    });
  });
});
