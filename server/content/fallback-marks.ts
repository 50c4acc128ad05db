import { FALLBACK_MARK } from "../../app/lib/fallback-language.ts";

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `shown` (a document or an item as a translated page shows it) with every
 * object in it marked where its words are still `original`'s, the default
 * language's (app/lib/fallback-language.ts): an object whose every word is
 * gets `lang`, one with some gets a map of those keys. A word is a non-empty
 * string that is not an address; one the translation wrote the same as the default's is counted
 * the default's (the same word, so the same voice reads it well).
 */
export function markFallbacks<T>(shown: T, original: T, lang: string): T {
  return mark(shown, original, lang).value as T;
}

interface Marked {
  value: Json;
  /** Words inside, and how many of them are the default language's. */
  words: number;
  fallbacks: number;
}

function mark(shown: Json, original: Json, lang: string): Marked {
  if (typeof shown === "string") {
    const word = isWord(shown);
    return { value: shown, words: word ? 1 : 0, fallbacks: word && shown === original ? 1 : 0 };
  }
  if (Array.isArray(shown)) {
    const before = Array.isArray(original) ? original : [];
    const items = shown.map((item, index) => mark(item, before[index], lang));
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
    const marked = mark(child, before[key], lang);
    value[key] = marked.value;
    words += marked.words;
    fallbacks += marked.fallbacks;
    if (marked.words > 0 && marked.fallbacks === marked.words) keys[key] = lang;
  }
  if (words > 0 && fallbacks === words) value[FALLBACK_MARK] = lang;
  else if (fallbacks > 0) value[FALLBACK_MARK] = keys;
  return { value, words, fallbacks };
}

/** Text a reader reads: not empty, and not an address or a path (`/contact`, `https://…`, `#top`). */
const isWord = (text: string) => text.trim() !== "" && !/^([/#]|[a-z][a-z+.-]*:)\S*$/i.test(text);

const sum = (items: Marked[], key: "words" | "fallbacks") =>
  items.reduce((total, item) => total + item[key], 0);
