import { describe, expect, it } from "vitest";
import { cellsOf, lineOf, postedRows, rowIntent, rowOperation } from "./rows";

describe("a list field's rows", () => {
  it("adds an empty row at the end, moves a row up or down, and removes one", () => {
    const rows = ["a", "b", "c"];
    expect(rowOperation(rows, { op: "add" })).toEqual(["a", "b", "c", ""]);
    expect(rowOperation(rows, { op: "up", index: 2 })).toEqual(["a", "c", "b"]);
    expect(rowOperation(rows, { op: "down", index: 0 })).toEqual(["b", "a", "c"]);
    expect(rowOperation(rows, { op: "remove", index: 1 })).toEqual(["a", "c"]);
  });

  it("leaves the rows as they are for a move past either end or a row that is not there", () => {
    const rows = ["a", "b"];
    expect(rowOperation(rows, { op: "up", index: 0 })).toEqual(rows);
    expect(rowOperation(rows, { op: "down", index: 1 })).toEqual(rows);
    expect(rowOperation(rows, { op: "remove", index: 5 })).toEqual(rows);
  });

  it("reads a button's intent, and nothing else as one", () => {
    expect(rowIntent("rows:features:up:2")).toEqual({
      field: "features",
      operation: { op: "up", index: 2 },
    });
    expect(rowIntent("rows:features:add")).toEqual({ field: "features", operation: { op: "add" } });
    for (const intent of [
      undefined,
      "",
      "save",
      "rows:features:up",
      "rows:features:add:1",
      "rows::add",
      "rows:a:swap:1",
    ])
      expect(rowIntent(intent), String(intent)).toBeNull();
  });

  it("takes the posted rows in their numbers' order, blank ones kept, or else one text a line", () => {
    expect(
      postedRows(
        { "features.10": "c", "features.2": "b", "features.0": "a", "features.1": "" },
        "features",
      ),
    ).toBe("a\n\nb\nc");
    // A line break within a row stays in its line (a paragraph's), as the line separator.
    expect(postedRows({ "features.0": "a\r\nb" }, "features")).toBe("a\u2028b");
    expect(postedRows({ features: "a\nb", "featuresX.0": "x" }, "features")).toBe("a\nb");
  });

  it("keeps a paragraph's line breaks in its row's line, and gives them back in its cell", () => {
    const line = lineOf(["Hours", "Within the hour\r\n\r\n  Weekends  too "]);
    expect(line.split("\n")).toHaveLength(1);
    expect(cellsOf(line, 2)).toEqual(["Hours", "Within the hour\n\nWeekends too"]);
  });

  it("keeps a bar or a backslash inside any cell of a row, and a list of texts as typed", () => {
    const line = lineOf(["24|7 support", "C:\\ and a | bar", "last"]);
    expect(cellsOf(line, 3)).toEqual(["24|7 support", "C:\\ and a | bar", "last"]);
    expect(cellsOf(lineOf(["a|b", ""]), 2)).toEqual(["a|b", ""]);
    // A list of texts is one cell a row: nothing to tell apart, written as typed.
    expect(lineOf(["24|7 support"])).toBe("24|7 support");
    expect(cellsOf("24|7 support", 1)).toEqual(["24|7 support"]);
    // A line typed by hand: the last cell takes the rest, bars and all.
    expect(cellsOf("Hours | Within the hour | weekends", 2)).toEqual([
      "Hours",
      "Within the hour | weekends",
    ]);
  });
});
