import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("spreadsheet-safe CSV", () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+1 307 555 0142", "'+1 307 555 0142"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", `"'\r=1"`],
  ])("neutralises the formula %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ["plain", "plain"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["José 李雷", "José 李雷"],
    ["1+1", "1+1"],
  ])("quotes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("starts with a byte order mark and ends every row with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c", "d"],
      ]),
    ).toBe("\uFEFFa,b\r\nc,d\r\n");
  });
});
