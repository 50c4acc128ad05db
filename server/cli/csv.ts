import { revealInvisible } from "../security/visible-text.ts";

/**
 * CSV that is safe to open in a spreadsheet (RFC 4180 quoting, CRLF rows).
 *
 * A cell starting with = + - @ (or their full-width forms), a tab, a carriage
 * return or a line feed, even after spaces, would be read as a formula by
 * Excel, LibreOffice or Google Sheets, so it is prefixed with a single quote,
 * as OWASP recommends against CSV injection.
 *
 * A spreadsheet set to another delimiter (semicolons in much of Europe, tabs,
 * bars) reads quotes only at the start of its own cells, so it starts a new
 * cell after every such character, even inside a quoted value: there too a
 * formula character is prefixed with a single quote. Commas need no such care:
 * a comma reader honours the quotes this file puts around them.
 *
 * Invisible formatting characters are written out (<U+202E>). A UTF-8 byte
 * order mark lets Excel read accented names correctly.
 */
const FORMULA_START = /^(?:[ \u00A0\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/;
// Another reader's delimiter or a line break, spaces or quotes, then a formula character or a tab.
const FORMULA_INSIDE = /([;|\t\r\n][ \u00A0\u3000"]*)(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t])/g;
const NEEDS_QUOTES = /[",;|\t\r\n]/;

export function csvCell(value: string): string {
  const visible = revealInvisible(value).replace(FORMULA_INSIDE, "$1'");
  const safe = FORMULA_START.test(visible) ? `'${visible}` : visible;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
