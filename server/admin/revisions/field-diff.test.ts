import { describe, expect, it } from "vitest";
import { changedFields, compareText, flattenValue } from "./field-diff.ts";

describe("an item's fields as flat text", () => {
  it("names nested fields by their path and writes numbers as text", () => {
    expect(flattenValue({ heading: "Hi", steps: [{ title: "One", n: 2 }], none: null })).toEqual({
      heading: "Hi",
      "steps.0.title": "One",
      "steps.0.n": "2",
      none: "",
    });
  });

  it("lists the fields a save changed, in the item's order", () => {
    expect(
      changedFields({ title: "A", slug: "a", body: "x" }, { title: "B", slug: "a", body: "y" }),
    ).toEqual(["title", "body"]);
    expect(
      changedFields({ steps: [{ t: "1" }, { t: "2" }] }, { steps: [{ t: "1" }, { t: "3" }] }),
    ).toEqual(["steps.1.t"]);
  });

  it("counts a new item's filled fields as changed", () => {
    expect(changedFields(null, { title: "New", seoTitle: "" })).toEqual(["title"]);
  });

  it("finds no change in the same fields, nor in their line ends", () => {
    expect(changedFields({ a: "1", b: 2 }, { a: "1", b: 2 })).toEqual([]);
    expect(changedFields({ body: "One\n\nTwo" }, { body: "One\r\n\r\nTwo" })).toEqual([]);
  });
});

const text = (segments: ReturnType<typeof compareText>["revision"]) =>
  segments.map((s) => ("gap" in s ? `[${s.gap}]` : s.changed ? `{${s.text}}` : s.text)).join("");

describe("a field's text beside its text now", () => {
  it("marks the words only each side has in a short text", () => {
    const { revision, current } = compareText("The quick brown fox", "The slow brown fox");
    expect(text(revision)).toBe("The {quick} brown fox");
    expect(text(current)).toBe("The {slow} brown fox");
  });

  it("marks a whole side when the other is empty", () => {
    const { revision, current } = compareText("", "Now there is text");
    expect(revision).toEqual([]);
    expect(text(current)).toBe("{Now there is text}");
  });

  it("compares a long text by lines, then words within a changed line, and leaves out long unchanged runs", () => {
    const lines = Array.from({ length: 12 }, (_, i) => `Line ${i + 1}\n`);
    const was = lines.join("");
    const now = [...lines.slice(0, 8), "Line nine, rewritten\n", ...lines.slice(9)].join("");
    const { revision, current } = compareText(was, now);
    expect(text(revision)).toBe("[6]Line 7\nLine 8\nLine {9}\nLine 10\nLine 11\nLine 12\n");
    expect(text(current)).toBe(
      "[6]Line 7\nLine 8\nLine {nine, rewritten}\nLine 10\nLine 11\nLine 12\n",
    );
  });

  it("shows lines only one side has on that side alone", () => {
    const { revision, current } = compareText("One\nTwo\n", "One\nTwo\nThree\n");
    expect(text(revision)).toBe("One\nTwo\n");
    expect(text(current)).toBe("One\nTwo\n{Three\n}");
  });
});
