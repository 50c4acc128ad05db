import type { Kysely } from "kysely";
import type { PersonValues } from "../../../app/forms/admin/people-forms.ts";
import {
  emptyPersonFields,
  MEMBER_LINK_FIELDS,
  type PeopleKind,
  type PersonFields,
  type PersonItem,
  type PersonRow,
} from "../../../app/lib/admin/people.ts";
import { memberOf } from "../../db/people.ts";
import type { Database, PartnerRow, TeamMemberRow, TestimonialRow } from "../../db/schema.ts";

/**
 * The console's reads and writes of the site's people (migration 009): one
 * table a kind, each with `position`, `visible` and `version`. They take a
 * Kysely so they run in the save's transaction; they never write the audit log.
 */

export const PEOPLE_TABLES = {
  testimonial: "testimonials",
  member: "team_members",
  partner: "partners",
} as const satisfies Record<PeopleKind, keyof Database>;

/** The public pages' tag of each kind (server/content/site-content.ts). */
export const PEOPLE_TAGS: Record<PeopleKind, string> = {
  testimonial: "testimonials",
  member: "team",
  partner: "partners",
};

// The three tables share their bookkeeping columns and differ in the rest;
// a row is read whole and turned into the editor's text fields by kind.
type AnyRow = TestimonialRow | TeamMemberRow | PartnerRow;
type Table = (typeof PEOPLE_TABLES)[PeopleKind];
// Kysely types one table at a time; the columns used on all three are the shared ones.
const table = (kind: PeopleKind) => PEOPLE_TABLES[kind] as Table & "partners";

function fieldsOf(kind: PeopleKind, row: AnyRow): PersonFields {
  const fields: PersonFields = {
    ...emptyPersonFields,
    name: row.name,
    position: String(row.position),
    visible: row.visible ? "shown" : "hidden",
  };
  if (kind === "testimonial") {
    const t = row as TestimonialRow;
    return { ...fields, role: t.role, photo: t.photo, text: t.text, rating: String(t.rating) };
  }
  if (kind === "member") {
    const m = row as TeamMemberRow;
    const byNetwork = Object.fromEntries(memberOf(m).links.map((l) => [l.network, l.url]));
    const links = Object.fromEntries(MEMBER_LINK_FIELDS.map((n) => [n, byNetwork[n] ?? ""]));
    return { ...fields, role: m.role, photo: m.photo, ...links };
  }
  const p = row as PartnerRow;
  return { ...fields, photo: p.logo, link: p.link, description: p.description };
}

/** The kind's own columns from checked values. */
function columnsOf(kind: PeopleKind, values: PersonValues): Record<string, string | number> {
  if (kind === "testimonial") {
    const { name, role, photo, text, rating } = values;
    return { name, role, photo, text, rating };
  }
  if (kind === "member") {
    const { name, role, photo, links } = values;
    return { name, role, photo, links: JSON.stringify(links) };
  }
  const { name, photo, link, description } = values;
  return { name, logo: photo, link, description };
}

export async function listPeople(db: Kysely<Database>, kind: PeopleKind): Promise<PersonRow[]> {
  const rows = (await db
    .selectFrom(table(kind))
    .selectAll()
    .orderBy("position")
    .orderBy("id")
    .execute()) as AnyRow[];
  return rows.map((row) => {
    const fields = fieldsOf(kind, row);
    return {
      id: row.id,
      name: row.name,
      detail: kind === "partner" ? fields.link : fields.role,
      photo: fields.photo,
      position: row.position,
      visible: row.visible === 1,
      updatedAt: row.updated_at,
    };
  });
}

export async function loadPerson(
  db: Kysely<Database>,
  kind: PeopleKind,
  id: number,
): Promise<PersonItem | null> {
  const row = (await db
    .selectFrom(table(kind))
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst()) as AnyRow | undefined;
  return row ? { id: row.id, kind, fields: fieldsOf(kind, row), version: row.version } : null;
}

/** After the last: the highest position and 10. */
export async function nextPosition(db: Kysely<Database>, kind: PeopleKind): Promise<number> {
  const { max } = await db
    .selectFrom(table(kind))
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
export async function storePerson(
  trx: Kysely<Database>,
  kind: PeopleKind,
  id: number | null,
  version: number,
  values: PersonValues,
): Promise<StoreResult> {
  const now = new Date().toISOString();
  const columns = { ...columnsOf(kind, values), visible: values.visible ? 1 : 0, updated_at: now };
  if (id === null) {
    const position = values.position ?? (await nextPosition(trx, kind));
    const row = await trx
      .insertInto(table(kind))
      .values({ ...columns, position, created_at: now } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id };
  }
  const result = await trx
    .updateTable(table(kind))
    .set({
      ...columns,
      ...(values.position === null ? {} : { position: values.position }),
      version: version + 1,
    } as never)
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return { ok: true, id };
  const current = await loadPerson(trx, kind, id);
  return current
    ? { ok: false, kind: "conflict", currentVersion: current.version }
    : { ok: false, kind: "missing" };
}
