import type { CollectionFields } from "../../app/admin/collections/collection.ts";
import { singleRules } from "../../app/admin/collections/collection-rules.ts";
import type { Single } from "../../app/admin/collections/single.ts";
import { withFallback, written } from "../../app/admin/collections/translation.ts";
import { parseFields } from "../../app/forms/field-errors.ts";

/**
 * A document as a language other than the default shows it (decision 049):
 * what was written in the language laid over the default's fields, field by
 * field, through the declaration's own rules and `write`, so the page gets
 * the document's usual shape. Only what the translation changes is taken
 * (a saved date stays the default's); a translation the rules no longer
 * take (they changed since) leaves the default's words.
 */
export function translatedDocument<T>(
  single: Single<T>,
  value: T,
  translation: CollectionFields,
): T {
  const mine = written(single.fields, translation);
  if (Object.keys(mine).length === 0) return value;
  const defaults = single.read(value);
  const rules = singleRules(single as Single);
  const before = parseFields(rules, defaults);
  const after = parseFields(rules, withFallback(defaults, mine));
  if (!before.ok || !after.ok) return value;
  // One moment for both, so what `write` dates is the same in each.
  const at = new Date(0);
  const base = single.write(before.data, at) as Record<string, unknown>;
  const next = single.write(after.data, at) as Record<string, unknown>;
  const result = { ...(value as Record<string, unknown>) };
  for (const key of Object.keys(next)) {
    if (JSON.stringify(base[key]) !== JSON.stringify(next[key])) result[key] = next[key];
  }
  return result as T;
}
