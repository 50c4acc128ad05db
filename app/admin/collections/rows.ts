/** What a list field's buttons do to its rows (./collection-field.tsx), in the browser or the action. */
export type RowOperation = { op: "add" } | { op: "up" | "down" | "remove"; index: number };

/** The rows after an operation; one that makes no sense (the first row up) leaves them as they are. */
export function rowOperation(rows: readonly string[], operation: RowOperation): string[] {
  const next = [...rows];
  if (operation.op === "add") return [...next, ""];
  const { index } = operation;
  if (index < 0 || index >= next.length) return next;
  if (operation.op === "remove") {
    next.splice(index, 1);
    return next;
  }
  const to = operation.op === "up" ? index - 1 : index + 1;
  if (to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * A list button's `intent` ("rows:features:up:2"): the field and the
 * operation, or null when it is not one (the form's own 'Save').
 */
export function rowIntent(
  intent: string | undefined,
): { field: string; operation: RowOperation } | null {
  const match = /^rows:([A-Za-z]\w*):(add|up|down|remove)(?::(\d{1,3}))?$/.exec(intent ?? "");
  if (!match) return null;
  const [, field, op, index] = match;
  if (op === "add") return index === undefined ? { field: field!, operation: { op } } : null;
  if (index === undefined) return null;
  return { field: field!, operation: { op: op as "up" | "down" | "remove", index: Number(index) } };
}

/**
 * A list field's text from the posted rows (`<name>.0`, `<name>.1`… in their
 * order, blank ones kept so a row just added stays), or from one text a line
 * (`<name>`) when the form sent no rows.
 */
export function postedRows(values: Record<string, string>, name: string): string {
  const rows = Object.entries(values)
    .map(([key, text]) => {
      const match = key.startsWith(`${name}.`)
        ? /^\d{1,3}$/.exec(key.slice(name.length + 1))
        : null;
      return match ? ([Number(match[0]), text.replace(/\r?\n/g, " ")] as const) : null;
    })
    .filter((row) => row !== null)
    .sort(([a], [b]) => a - b)
    .map(([, text]) => text);
  return rows.length > 0 ? rows.join("\n") : (values[name] ?? "");
}
