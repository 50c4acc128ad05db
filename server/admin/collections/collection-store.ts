import type { Kysely } from "kysely";
import {
  columnOf,
  type Collection,
  type CollectionFields,
  type CollectionItem,
  type CollectionRow,
  type CollectionValues,
  type Field,
  type FieldValue,
} from "../../../app/admin/collections/collection.ts";
import { collectionRules } from "../../../app/admin/collections/collection-rules.ts";
import { lineOf } from "../../../app/admin/collections/rows.ts";
import { withFallback, written } from "../../../app/admin/collections/translation.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import type { Database } from "../../db/schema.ts";

/**
 * The reads and writes of every declared kind (app/admin/collections/): one
 * table a kind, one column a field (a list as JSON text, yes or no as 1 or
 * 0), with `position`, `visible`, `version` and the two dates. They take a
 * Kysely so they run in the save's transaction; they never write the audit log.
 */

type Row = Record<string, unknown> & {
  id: number;
  position: number;
  visible: number;
  version: number;
  updated_at: string;
};

// Kysely types one table at a time; the bookkeeping columns are the same in every kind's.
const table = (collection: Collection) => collection.table as "partners";

/** A stored column as the form shows it. */
function textOf(field: Field, stored: unknown): string {
  if (field.kind === "toggle") return stored ? "yes" : "";
  if (field.kind === "lines" || field.kind === "rows") {
    const rows = JSON.parse(String(stored ?? "[]")) as unknown;
    if (!Array.isArray(rows)) return "";
    const columns = field.columns ?? [];
    return rows
      .map((row: unknown) =>
        field.kind === "lines"
          ? String(row)
          : lineOf(
              columns.map((column) => String((row as Record<string, unknown>)[column.name] ?? "")),
            ),
      )
      .join("\n");
  }
  return stored === null || stored === undefined ? "" : String(stored);
}

/** A checked value as its column stores it. */
function storedOf(field: Field, value: FieldValue): string | number | null {
  if (value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (Array.isArray(value)) return JSON.stringify(value);
  return field.kind === "rating" ? Number(value) : value;
}

export function fieldsOf(collection: Collection, row: Row): CollectionFields {
  const fields: CollectionFields = {};
  for (const field of collection.fields) {
    const column = columnOf(field);
    if (column !== null) fields[field.name] = textOf(field, row[column]);
  }
  return {
    ...fields,
    ...collection.hooks?.read?.(row),
    position: String(row.position),
    visible: row.visible ? "shown" : "hidden",
  };
}

function columnsOf(collection: Collection, values: CollectionValues) {
  const columns: Record<string, string | number | null> = {};
  for (const field of collection.fields) {
    const column = columnOf(field);
    if (column !== null) columns[column] = storedOf(field, values.fields[field.name]!);
  }
  return {
    ...columns,
    ...collection.hooks?.write?.(values.fields),
    visible: values.visible ? 1 : 0,
  };
}

/**
 * A row as a language other than the default shows it (decision 049): what
 * was written in the language laid over the row's fields, field by field,
 * through the kind's rules, and the translatable fields' columns written
 * back as a save writes them, so the public pages map it as any row. A
 * translation the rules no longer take leaves the default's words.
 */
export function translatedRow<R extends Record<string, unknown>>(
  collection: Collection,
  row: R,
  translation: CollectionFields,
): R {
  const mine = written(collection.fields, translation);
  if (Object.keys(mine).length === 0) return row;
  const checked = parseFields(
    collectionRules(collection),
    withFallback(fieldsOf(collection, row as unknown as Row), mine),
  );
  if (!checked.ok) return row;
  const translated: Record<string, unknown> = { ...row };
  for (const field of collection.fields) {
    const column = columnOf(field);
    if (field.translatable && column !== null && field.name in mine) {
      translated[column] = storedOf(field, checked.data.fields[field.name]!);
    }
  }
  return translated as R;
}

export async function listItems(
  db: Kysely<Database>,
  collection: Collection,
): Promise<CollectionRow[]> {
  const rows = (await db
    .selectFrom(table(collection))
    .selectAll()
    .orderBy("position")
    .orderBy("id")
    .execute()) as unknown as Row[];
  const { list } = collection;
  return rows.map((row) => {
    const fields = fieldsOf(collection, row);
    return {
      id: row.id,
      title: fields[list.title] ?? "",
      detail: list.detail?.(fields, row.id) ?? "",
      picture: list.picture ? fields[list.picture] || null : null,
      position: row.position,
      visible: row.visible === 1,
      updatedAt: row.updated_at,
    };
  });
}

export async function loadItem(
  db: Kysely<Database>,
  collection: Collection,
  id: number,
): Promise<CollectionItem | null> {
  const row = (await db
    .selectFrom(table(collection))
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst()) as unknown as Row | undefined;
  return row ? { id: row.id, fields: fieldsOf(collection, row), version: row.version } : null;
}

/** After the last: the highest position and 10. */
export async function nextPosition(db: Kysely<Database>, collection: Collection): Promise<number> {
  const { max } = await db
    .selectFrom(table(collection))
    .select((eb) => eb.fn.max("position").as("max"))
    .executeTakeFirstOrThrow();
  return Number(max ?? 0) + 10;
}

export type StoreResult =
  | { ok: true; id: number }
  | { ok: false; kind: "conflict"; currentVersion: number }
  | { ok: false; kind: "missing" };

/**
 * Writes checked values: a new row (id null), or the row at the version its
 * editor opened. A save in between changes no row and answers a conflict.
 */
export async function storeItem(
  trx: Kysely<Database>,
  collection: Collection,
  id: number | null,
  version: number,
  values: CollectionValues,
  /** A new row's id, where the table's ids are a plain key rather than an identity. */
  newId?: () => Promise<number>,
): Promise<StoreResult> {
  const now = new Date().toISOString();
  const columns = { ...columnsOf(collection, values), updated_at: now };
  if (id === null) {
    const position = values.position ?? (await nextPosition(trx, collection));
    const given = newId ? { id: await newId() } : {};
    const row = await trx
      .insertInto(table(collection))
      .values({ ...columns, ...given, position, created_at: now } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id };
  }
  const result = await trx
    .updateTable(table(collection))
    .set({
      ...columns,
      ...(values.position === null ? {} : { position: values.position }),
      version: version + 1,
    } as never)
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return { ok: true, id };
  const current = await loadItem(trx, collection, id);
  return current
    ? { ok: false, kind: "conflict", currentVersion: current.version }
    : { ok: false, kind: "missing" };
}

/**
 * Rows into an empty table, in the order given (positions 10, 20…), from
 * values as a save stores them; a table the agency has rows in, hidden ones
 * included, is never touched. Returns the number of rows written.
 */
export async function seedItems(
  trx: Kysely<Database>,
  collection: Collection,
  seed: readonly Record<string, FieldValue>[],
): Promise<number> {
  const { count } = await trx
    .selectFrom(table(collection))
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0 || seed.length === 0) return 0;
  const now = new Date().toISOString();
  await trx
    .insertInto(table(collection))
    .values(
      seed.map((fields, index) => ({
        ...columnsOf(collection, { fields, position: null, visible: true }),
        position: (index + 1) * 10,
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();
  return seed.length;
}
