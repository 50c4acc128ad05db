/**
 * Words a translated page shows in the default language, because the agency
 * has not written them in the page's yet (decision 049's field-by-field
 * fallback), are marked so the element that shows them says so with `lang`:
 * a screen reader then reads them with the right voice. The server marks an
 * object (server/content/fallback-marks.ts) under this key: the language's
 * code when every word in it falls back, or its keys that do.
 */
export const FALLBACK_MARK = "~lang";

type Marked = { [FALLBACK_MARK]?: string | Record<string, string> };

/**
 * The `lang` of an element that shows `item[key]`: the default language's
 * code when that word is a fallback, else undefined (the page's own, which
 * React then leaves off).
 */
export function langOf(item: object | null | undefined, key: string): string | undefined {
  const mark = (item as Marked | null | undefined)?.[FALLBACK_MARK];
  return typeof mark === "object" ? mark[key] : mark;
}

/** Some of `item`'s words, their marks kept (a loader sending a page only what it shows). */
export function pickWords<T extends object, K extends keyof T>(
  item: T,
  keys: readonly K[],
): Pick<T, K> {
  const picked = Object.fromEntries(keys.map((key) => [key, item[key]]));
  const mark = (item as Marked)[FALLBACK_MARK];
  return (mark === undefined ? picked : { ...picked, [FALLBACK_MARK]: mark }) as Pick<T, K>;
}

/**
 * `item` with some of its words shown under other keys (`{ heading: "goneHeading" }`),
 * each word's mark moving with it.
 */
export function withWordsAs<T extends object>(item: T, keys: Partial<Record<keyof T, keyof T>>): T {
  const result = { ...item } as Record<string, unknown>;
  const mark = (item as Marked)[FALLBACK_MARK];
  const marks = typeof mark === "object" ? { ...mark } : {};
  for (const [to, from] of Object.entries(keys) as [string, keyof T][]) {
    result[to] = item[from];
    const lang = langOf(item, from as string);
    if (lang) marks[to] = lang;
    else delete marks[to];
  }
  if (typeof mark === "object") result[FALLBACK_MARK] = marks;
  return result as T;
}
