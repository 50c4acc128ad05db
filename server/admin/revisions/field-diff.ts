import { diffLines, diffWordsWithSpace } from "diff";
import type { DiffSegment } from "../../../app/lib/admin/revisions.ts";

/**
 * The pure half of revisions: an item's fields as flat text (a page's copy
 * is nested: "steps.1.title"), which of them a save changed, and a field's
 * text in a revision beside its text now, each side with what the other
 * lacks marked. The differences are jsdiff's (`diff`): words for a short
 * text, lines for a long one, and words again within a changed block of lines.
 */

/** Field name → its text. */
export type FlatFields = Record<string, string>;

/**
 * Every leaf of a value as text, named by its path (`{ steps: [{ title }] }` →
 * "steps.0.title"), its line ends as LF.
 */
export function flattenValue(value: unknown, prefix = "", into: FlatFields = {}): FlatFields {
  const at = (name: string) => (prefix ? `${prefix}.${name}` : name);
  if (Array.isArray(value)) {
    value.forEach((item, index) => flattenValue(item, at(String(index)), into));
  } else if (value !== null && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) flattenValue(item, at(name), into);
  } else if (prefix) {
    // A textarea posts CRLF line ends; the reader sees no change in them.
    into[prefix] =
      value === null || value === undefined ? "" : String(value).replace(/\r\n?/g, "\n");
  }
  return into;
}

/**
 * The names of the fields whose text differs between `before` and `after`,
 * in `after`'s order (then any field only `before` had). A new item (no
 * `before`) changed every field it fills.
 */
export function changedFields(before: unknown, after: unknown): string[] {
  const now = flattenValue(after);
  if (before === null || before === undefined) {
    return Object.keys(now).filter((name) => now[name] !== "");
  }
  const was = flattenValue(before);
  const names = [...Object.keys(now), ...Object.keys(was).filter((name) => !(name in now))];
  return names.filter((name) => (now[name] ?? "") !== (was[name] ?? ""));
}

/** Longer than this, or with a line break, a text is compared line by line. */
const SHORT_TEXT = 200;
/** Unchanged lines shown around a change; a longer unchanged run is left out. */
const CONTEXT_LINES = 2;
/** A changed block of lines longer than this is marked whole, not word by word. */
const WORD_DIFF_LIMIT = 4000;
/** How long one difference may take (ms) before the texts are marked whole. */
const DIFF_TIMEOUT_MS = 250;

interface Sides {
  revision: DiffSegment[];
  current: DiffSegment[];
}

function whole(was: string, now: string, sides: Sides) {
  if (was) sides.revision.push({ text: was, changed: true });
  if (now) sides.current.push({ text: now, changed: true });
}

function byWords(was: string, now: string, sides: Sides) {
  const parts =
    was.length + now.length > WORD_DIFF_LIMIT
      ? undefined
      : diffWordsWithSpace(was, now, { timeout: DIFF_TIMEOUT_MS });
  if (!parts) return whole(was, now, sides);
  for (const part of parts) {
    if (!part.added) sides.revision.push({ text: part.value, changed: part.removed });
    if (!part.removed) sides.current.push({ text: part.value, changed: part.added });
  }
}

/** Lines both sides share: all of them, or the few next to a change and the count of the rest. */
function sameLines(text: string, first: boolean, last: boolean, sides: Sides) {
  const lines = text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const head = first ? 0 : CONTEXT_LINES;
  const tail = last ? 0 : CONTEXT_LINES;
  const segments: DiffSegment[] =
    lines.length <= head + tail + 1
      ? [{ text, changed: false }]
      : [
          { text: lines.slice(0, head).join(""), changed: false },
          { gap: lines.length - head - tail },
          { text: lines.slice(lines.length - tail).join(""), changed: false },
        ];
  for (const segment of segments) {
    if ("gap" in segment || segment.text) {
      sides.revision.push(segment);
      sides.current.push(segment);
    }
  }
}

/** Neighbouring pieces of the same kind as one. */
function joined(segments: DiffSegment[]): DiffSegment[] {
  const out: DiffSegment[] = [];
  for (const segment of segments) {
    const previous = out.at(-1);
    if (previous && !("gap" in previous) && !("gap" in segment)) {
      if (previous.changed === segment.changed) {
        out[out.length - 1] = { text: previous.text + segment.text, changed: segment.changed };
        continue;
      }
    }
    if ("gap" in segment || segment.text) out.push(segment);
  }
  return out;
}

/**
 * A field's text in a revision (`was`) beside its text now: on the
 * revision's side what only it has is `changed` (gone now), on the current
 * side what only the current text has (new since).
 */
export function compareText(was: string, now: string): Sides {
  const sides: Sides = { revision: [], current: [] };
  const long =
    was.includes("\n") || now.includes("\n") || Math.max(was.length, now.length) > SHORT_TEXT;
  if (!long) {
    byWords(was, now, sides);
  } else {
    const parts = diffLines(was, now, { timeout: DIFF_TIMEOUT_MS });
    if (!parts) {
      whole(was, now, sides);
    } else {
      for (let index = 0; index < parts.length; index++) {
        const part = parts[index]!;
        const next = parts[index + 1];
        if (!part.added && !part.removed) {
          sameLines(part.value, index === 0, index === parts.length - 1, sides);
        } else if (next && part.removed && next.added) {
          byWords(part.value, next.value, sides);
          index++;
        } else if (next && part.added && next.removed) {
          byWords(next.value, part.value, sides);
          index++;
        } else if (part.removed) {
          sides.revision.push({ text: part.value, changed: true });
        } else {
          sides.current.push({ text: part.value, changed: true });
        }
      }
    }
  }
  return { revision: joined(sides.revision), current: joined(sides.current) };
}
