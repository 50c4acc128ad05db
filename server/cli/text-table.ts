import { revealInvisible } from "../security/visible-text.ts";

/**
 * A plain-text table for a terminal. Cells are cut to their column's maximum
 * width, control characters (line breaks, escape sequences a visitor could
 * have sent) are shown as spaces so they cannot disturb the terminal, and
 * invisible formatting characters (bidirectional overrides, zero-width
 * spaces) are written out as <U+202E> so they cannot disguise a value. Widths
 * count what a terminal shows: CJK and emoji take two columns, accents none.
 */
export interface Column {
  header: string;
  maxWidth: number;
}

export function textTable(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
): string {
  const cells = rows.map((row) => row.map((cell, i) => fit(cell, columns[i]!.maxWidth)));
  const widths = columns.map((column, i) =>
    Math.max(displayWidth(column.header), ...cells.map((row) => displayWidth(row[i]!))),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => cell + " ".repeat(widths[i]! - displayWidth(cell)))
      .join("  ")
      .trimEnd();
  return [
    line(columns.map((c) => c.header)),
    line(widths.map((w) => "-".repeat(w))),
    ...cells.map(line),
  ].join("\n");
}

const MARK = /^\p{M}$/u;
const WIDE: readonly [number, number][] = [
  [0x1100, 0x115f],
  [0x2e80, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

function charWidth(character: string): number {
  const code = character.codePointAt(0)!;
  // Accents, zero-width spaces and joiners, variation selectors.
  if (MARK.test(character) || (code >= 0x200b && code <= 0x200f)) return 0;
  if (code >= 0xfe00 && code <= 0xfe0f) return 0;
  return WIDE.some(([from, to]) => code >= from && code <= to) ? 2 : 1;
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += charWidth(character);
  return width;
}

function fit(value: string, maxWidth: number): string {
  const flat = revealInvisible(value)
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .trim();
  if (displayWidth(flat) <= maxWidth) return flat;
  let cut = "";
  let width = 0;
  for (const character of flat) {
    const next = charWidth(character);
    if (width + next > maxWidth - 1) break;
    cut += character;
    width += next;
  }
  return `${cut}…`;
}
