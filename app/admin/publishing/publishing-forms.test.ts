import { describe, expect, it } from "vitest";
import { collectionCopy } from "~/admin/collections/collection-copy";
import { publishingCopy } from "./publishing-words";
import { emptyFields, type EditorFields } from "./editorial";
import { parseFields } from "../../forms/field-errors";
import {
  editorForm,
  itemFilterForm,
  itemListNotice,
  itemRules,
  itemTrashForms,
} from "./publishing-forms";

const errors = publishingCopy.errors;
const draft = (fields: Partial<EditorFields>): EditorFields => ({ ...emptyFields, ...fields });

describe("the editor's post", () => {
  it("takes its buttons, the version and every field as typed", () => {
    expect(parseFields(editorForm, { title: " A title " })).toMatchObject({
      ok: true,
      data: { intent: "save", version: 0, title: " A title ", body: "" },
    });
    expect(parseFields(editorForm, { intent: "publish", version: "4" })).toMatchObject({
      data: { intent: "publish", version: 4 },
    });
    expect(parseFields(editorForm, { intent: "delete" })).toMatchObject({ ok: false });
  });
});

describe("an item's rules", () => {
  it("fills the slug from the title, trims and lower-cases", () => {
    const saved = parseFields(
      itemRules("post", "save"),
      draft({ title: " Seven Signs: Why? ", summary: " s ", slug: "" }),
    );
    expect(saved).toMatchObject({
      ok: true,
      data: { title: "Seven Signs: Why?", slug: "seven-signs-why", summary: "s" },
    });
  });

  it("wants a title, a summary and a slug of lowercase words to save a draft", () => {
    expect(parseFields(itemRules("post", "save"), draft({ slug: "Bad Slug!" }))).toEqual({
      ok: false,
      errors: {
        title: errors.titleRequired,
        slug: errors.slugFormat,
        summary: errors.summaryRequired,
      },
    });
  });

  it("wants a body, a cover and its alt text to publish", () => {
    const base = draft({ title: "T", summary: "S" });
    expect(parseFields(itemRules("post", "publish"), base)).toMatchObject({
      errors: { body: errors.bodyRequired, coverImage: errors.coverRequired },
    });
    expect(
      parseFields(itemRules("post", "publish"), { ...base, body: "b", coverImage: "/c.png" }),
    ).toMatchObject({ errors: { coverAlt: errors.altRequired } });
  });

  it("says a field is too long only when nothing more important is wrong", () => {
    const long = parseFields(
      itemRules("project", "save"),
      draft({ title: "x".repeat(201), summary: "S", year: "1899", publishedAt: "soon" }),
    );
    expect(long).toMatchObject({
      errors: {
        title: errors.tooLong(200),
        year: errors.yearFormat,
        publishedAt: collectionCopy.errors.dateTime,
      },
    });
  });
});

describe("the projects' and posts' lists", () => {
  it("filter by words and a known status", () => {
    expect(itemFilterForm.parse({ q: "  launch ", status: "scheduled" })).toEqual({
      q: "launch",
      status: "scheduled",
    });
    expect(itemFilterForm.parse({ status: "archived" })).toEqual({ q: "", status: null });
  });
});

describe("the trash's forms", () => {
  it("take an item's id as a whole number, and nothing else", () => {
    expect(parseFields(itemTrashForms.trash, { id: "12" })).toMatchObject({
      ok: true,
      data: { id: 12 },
    });
    for (const id of ["", "0", "-3", "1.5", "abc"]) {
      expect(parseFields(itemTrashForms.restore, { id }), id).toMatchObject({ ok: false });
    }
  });

  it("lets the list filter by the trash, and reads its notice or nothing", () => {
    expect(itemFilterForm.parse({ status: "trash" }).status).toBe("trash");
    expect(itemListNotice.parse({ done: "trashed", item: "4" })).toEqual({
      done: "trashed",
      item: 4,
    });
    expect(itemListNotice.parse({ done: "<script>", item: "x" })).toEqual({
      done: null,
      item: null,
    });
    expect(itemListNotice.parse({})).toEqual({ done: null, item: null });
  });
});
