/**
 * CSV that is safe to open in a spreadsheet (RFC 4180 quoting, CRLF rows).
 * A cell starting with = + - @ tab or CR would be read as a formula by Excel,
 * LibreOffice and Google Sheets, so it is prefixed with a single quote, as
 * OWASP recommends against CSV injection. A UTF-8 byte order mark lets Excel
 * read accented names correctly.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
