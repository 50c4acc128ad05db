import { FALLBACK_MARK } from "../../app/lib/fallback-language.ts";

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `shown` (a document or an item as a translated page shows it) with every
 * object in it marked where its words are still `original`'s, the default
 * language's (app/lib/fallback-language.ts): an object whose every word is
 * gets `lang`, one with some gets a map of those keys. A word is a non-empty
 * string that is not an address. A word the same as the default's is the
 * default's unless the translation wrote it (`written`: the words of its
 * fields), as German writes "Blog".
 */
export function markFallbacks<T>(
  shown: T,
  original: T,
  lang: string,
  written: ReadonlySet<string> = new Set(),
): T {
  return mark(shown, original, { lang, written }).value as T;
}

/** Every text in a translation's fields, lists' items (and a text's lines, one item each) included. */
export function wordsOf(fields: unknown, into = new Set<string>()): Set<string> {
  if (typeof fields === "string") {
    into.add(fields);
    for (const line of fields.split("\n")) into.add(line.trim());
  } else if (Array.isArray(fields)) for (const item of fields) wordsOf(item, into);
  else if (isObject(fields)) for (const value of Object.values(fields)) wordsOf(value, into);
  return into;
}

interface Marking {
  lang: string;
  written: ReadonlySet<string>;
}

interface Marked {
  value: Json;
  /** Words inside, and how many of them are the default language's. */
  words: number;
  fallbacks: number;
}

function mark(shown: Json, original: Json, marking: Marking): Marked {
  if (typeof shown === "string") {
    const word = isWord(shown);
    const fallback = word && shown === original && !marking.written.has(shown);
    return { value: shown, words: word ? 1 : 0, fallbacks: fallback ? 1 : 0 };
  }
  if (Array.isArray(shown)) {
    const before = Array.isArray(original) ? original : [];
    const items = shown.map((item, index) => mark(item, before[index], marking));
    return {
      value: items.map((item) => item.value),
      words: sum(items, "words"),
      fallbacks: sum(items, "fallbacks"),
    };
  }
  if (!isObject(shown)) return { value: shown, words: 0, fallbacks: 0 };
  const before = isObject(original) ? original : {};
  const value: Record<string, Json> = {};
  const keys: Record<string, string> = {};
  let words = 0;
  let fallbacks = 0;
  for (const [key, child] of Object.entries(shown)) {
    if (key === FALLBACK_MARK) continue;
    const marked = mark(child, before[key], marking);
    value[key] = marked.value;
    words += marked.words;
    fallbacks += marked.fallbacks;
    if (marked.words > 0 && marked.fallbacks === marked.words) keys[key] = marking.lang;
  }
  if (words > 0 && fallbacks === words) value[FALLBACK_MARK] = marking.lang;
  else if (fallbacks > 0) value[FALLBACK_MARK] = keys;
  return { value, words, fallbacks };
}

/** Text a reader reads: not empty, and not an address or a path (`/contact`, `https://…`, `#top`). */
const isWord = (text: string) => text.trim() !== "" && !/^([/#]|[a-z][a-z+.-]*:)\S*$/i.test(text);

const sum = (items: Marked[], key: "words" | "fallbacks") =>
  items.reduce((total, item) => total + item[key], 0);
