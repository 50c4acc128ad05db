import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("spreadsheet-safe CSV", () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+1 307 555 0142", "'+1 307 555 0142"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", `"'\t'=1"`],
    ["\r=1", `"'\r'=1"`],
    ["\n=1", `"'\n'=1"`],
    ["  =1+1", "'  =1+1"],
    ["\u00A0@SUM(A1)", "'\u00A0@SUM(A1)"],
    ["＝1+1", "'＝1+1"],
    ["＠SUM(A1)", "'＠SUM(A1)"],
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
    ["a;=1+1", `"a;'=1+1"`],
    ["a\t=1+1", `"a\t'=1+1"`],
    ["a|=1+1", `"a|'=1+1"`],
    ["line one\r\nline two", '"line one\r\nline two"'],
    ["Price, -20%", '"Price, -20%"'],
  ])(
    "quotes %j as %j (and neutralises a formula after another reader's delimiter)",
    (value, cell) => {
      expect(csvCell(value)).toBe(cell);
    },
  );

  it("starts with a byte order mark and ends every row with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c", "d"],
      ]),
    ).toBe("\uFEFFa,b\r\nc,d\r\n");
  });

  it.each([
    ["Invoice\u202Efdp.exe", "Invoice<U+202E>fdp.exe"],
    ["\u2066hidden\u2069", "<U+2066>hidden<U+2069>"],
    ["zero\u200Bwidth\uFEFF", "zero<U+200B>width<U+FEFF>"],
    ["\u202E=1+1", "<U+202E>=1+1"],
  ])("shows the invisible formatting characters of %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  const hostile = [
    '=HYPERLINK("http://evil.example","click")',
    "+1 307 555 0142",
    "-2+3",
    "@SUM(A1:A9)",
    "\t=1",
    "\r=1",
    "ok;=1+1",
    "ok,=1+1",
    "ok\t=1+1",
    "ok|-1",
    'say "hi";@x',
    "two\nlines\n=1",
    "\u202E=cmd|' /C calc'!A0",
    'a;"=1+1',
    "a; \u00A0 -1",
    "a;＝1",
    "line one\r\n=1+1",
  ];

  it.each([",", ";", "\t", "|"])(
    "leaves no cell starting a formula when a spreadsheet splits on %j",
    (delimiter) => {
      const rows = readCsv(toCsv([hostile, hostile.slice().reverse()]).slice(1), delimiter);
      // Read with its own delimiter, the file gives back each row's values.
      if (delimiter === ",")
        expect(rows.map((row) => row.length)).toEqual([hostile.length, hostile.length]);
      const cells = rows.flat();
      for (const cell of cells) {
        expect(cell).not.toMatch(/^[\s"\u00A0\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/);
        expect(cell).not.toMatch(/^[\t\r\n]/);
      }
    },
  );
});

/** A spreadsheet's reading of CSV (RFC 4180 quotes) with any one-character delimiter. */
function readCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"' && cell === "") {
      // Quotes count only at the start of a cell, as in Excel and LibreOffice.
      quoted = true;
    } else if (c === delimiter) {
      endCell();
    } else if (c === "\r" && text[i + 1] === "\n") {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}
