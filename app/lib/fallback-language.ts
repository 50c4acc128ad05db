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
  if (mark === undefined) return undefined;
  return typeof mark === "string" ? mark : mark[key];
}

/**
 * Several of `item`'s words' languages at once, named for where they go:
 * `langsOf(copy, { label: "label", title: "heading" })` for SectionHeading's `langs`.
 */
export function langsOf<K extends string>(
  item: object | null | undefined,
  keys: Record<K, string>,
): Record<K, string | undefined> {
  const entries = Object.entries<string>(keys).map(([name, key]) => [name, langOf(item, key)]);
  return Object.fromEntries(entries) as Record<K, string | undefined>;
}
