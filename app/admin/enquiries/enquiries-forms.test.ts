import { describe, expect, it } from "vitest";
import { enquiryCopy } from "./enquiries-words";
import { parseFields } from "~/forms/field-errors";
import { enquiryFilterForm, enquiryForms, NOTE_MAX } from "./enquiries-forms";

// The inbox's forms: what each refuses before anything is sent to the
// server's checks, in the words the page shows.

describe("an enquiry's forms", () => {
  it("takes only the inbox's statuses", () => {
    expect(parseFields(enquiryForms.status, { status: "archived" })).toEqual({
      ok: false,
      errors: { status: enquiryCopy.badStatus },
    });
  });

  it("wants a note of some words, and not too many", () => {
    expect(parseFields(enquiryForms.note, { note: "  " })).toMatchObject({
      errors: { note: enquiryCopy.noteMissing },
    });
    expect(parseFields(enquiryForms.note, { note: "x".repeat(NOTE_MAX + 1) })).toMatchObject({
      errors: { note: enquiryCopy.noteTooLong(NOTE_MAX) },
    });
  });
});

describe("list filters", () => {
  it("read anything unknown as 'all' and never refuse", () => {
    expect(enquiryFilterForm.parse({ status: "archived", page: "-2", q: "x".repeat(300) })).toEqual(
      { status: null, page: 1, q: "x".repeat(200) },
    );
    expect(enquiryFilterForm.parse({ status: "new", page: "3" })).toEqual({
      status: "new",
      page: 3,
      q: "",
    });
  });
});
