/**
 * Characters that change how text around them is shown without showing
 * themselves: bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069, U+061C), zero-width spaces, joiners and direction marks
 * (U+200B–U+200F) and the byte order mark (U+FEFF). In a visitor's name or
 * subject they can make "Invoice‮fdp.exe" read as "Invoiceexe.pdf" or hide
 * text; wherever the agency reads enquiries (the CLI, the CSV, the e-mail)
 * they are written out visibly instead, as <U+202E>.
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

const codePoint = (character: string) =>
  character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");

/** The text with every invisible formatting character shown as <U+XXXX>. */
export function revealInvisible(text: string): string {
  return text.replace(INVISIBLE, (character) => `<U+${codePoint(character)}>`);
}

/**
 * JSON text with those characters written as \u escapes: the same data for
 * a program, nothing hidden for a person reading it in a terminal.
 */
export function escapeInvisibleInJson(json: string): string {
  return json.replace(INVISIBLE, (character) => `\\u${codePoint(character).toLowerCase()}`);
}
