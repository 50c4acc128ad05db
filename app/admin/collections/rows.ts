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
 * A list field's text from the posted rows, a line a row in their numbers'
 * order, blank ones kept so a row just added stays: `<name>.0`, `<name>.1`…
 * for a list of texts, `<name>.0.<column>`… for a list of rows of fields.
 * When the form sent no rows, its one text a line (`<name>`) as it came.
 */
export function postedRows(
  values: Record<string, string>,
  name: string,
  columns: readonly string[] = [],
): string {
  const rows = new Map<number, string[]>();
  for (const [key, text] of Object.entries(values)) {
    if (!key.startsWith(`${name}.`)) continue;
    const [index, column, ...more] = key.slice(name.length + 1).split(".");
    if (!/^\d{1,3}$/.test(index ?? "") || more.length > 0) continue;
    const at =
      columns.length === 0 ? (column === undefined ? 0 : -1) : columns.indexOf(column ?? "");
    if (at < 0) continue;
    const cells =
      rows.get(Number(index)) ?? Array.from({ length: Math.max(columns.length, 1) }, () => "");
    cells[at] = text;
    rows.set(Number(index), cells);
  }
  if (rows.size === 0) return values[name] ?? "";
  return [...rows]
    .sort(([a], [b]) => a - b)
    .map(([, cells]) => lineOf(cells))
    .join("\n");
}

/**
 * A row's cells from its line ("Title | text"): as many as `columns`, split
 * at the bars; a bar or backslash written in a cell (`\|`, `\\`) is the cell's
 * own; the last cell takes the rest of the line (a line typed by hand may hold
 * a bar there); missing cells are empty.
 */
export function cellsOf(line: string, columns: number): string[] {
  const cells: string[] = [];
  let cell = "";
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at]!;
    const next = line[at + 1];
    if (columns > 1 && char === "\\" && (next === "|" || next === "\\")) {
      cell += next;
      at += 1;
    } else if (char === "|" && cells.length < columns - 1) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  while (cells.length < columns) cells.push("");
  return cells.map((text) => text.trim().replaceAll(BREAK, "\n"));
}

/**
 * A line break within a cell (a paragraph's), in a row's line: the line
 * separator, which no one types and which does not end the row's line.
 */
const BREAK = "\u2028";

/**
 * A row's line from its cells: joined by bars, the empty cells at its end
 * left out; each cell's spaces as one, its line breaks kept as `BREAK`; in a
 * row of several cells, a cell's own bars and backslashes written `\|` and `\\`.
 */
export function lineOf(cells: readonly string[]): string {
  const kept = cells.map((cell) => {
    const text = cell
      .split(/\r\n?|\n|\u2028/)
      .map((part) => part.replace(/\s+/g, " ").trim())
      .join(BREAK)
      .trim();
    return cells.length > 1 ? text.replace(/[\\|]/g, "\\$&") : text;
  });
  while (kept.length > 0 && kept.at(-1) === "") kept.pop();
  return kept.join(" | ");
}
