import type { Kysely } from "kysely";
import { serviceMenusSeed } from "../../../app/content/service-menus.ts";

/**
 * Where the menus and the footer list each service
 * (docs/decisions/037-site-content.md): until now the header's Services menu,
 * the phone menu and the footer's Services links were lists in the code, so a
 * hidden service stayed linked, a renamed one kept its old name and a new one
 * never appeared. Each service gets its name there ('' for its title), the
 * column of the Services menu it is listed in ('' for none), the short line
 * under its name, its own place in that column (null for its order), its other
 * names in the menu (JSON array of { group, title, description }) and whether
 * the footer lists it. Services 1–10 take what the menus showed
 * (app/content/service-menus.ts); one the agency added before this migration
 * is listed under its title in the first column and in the footer, as a new
 * one is. Portable types only (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = [
    ["menu_title", "text", ""],
    ["menu_group", "text", "development"],
    ["menu_description", "text", ""],
    ["menu_more", "text", "[]"],
    ["in_footer", "integer", 1],
  ] as const;
  for (const [name, type, value] of columns) {
    await db.schema
      .alterTable("services")
      .addColumn(name, type, (c) => c.notNull().defaultTo(value))
      .execute();
  }
  await db.schema.alterTable("services").addColumn("menu_order", "integer").execute();

  const services = db as Kysely<{ services: Record<string, string | number | null> }>;
  for (const [id, menu] of Object.entries(serviceMenusSeed)) {
    await services
      .updateTable("services")
      .set({
        menu_title: menu.title,
        menu_group: menu.group ?? "",
        menu_description: menu.description,
        menu_order: menu.order,
        menu_more: JSON.stringify(menu.more),
        in_footer: menu.inFooter ? 1 : 0,
      })
      .where("id", "=", Number(id))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    "menu_order",
    "in_footer",
    "menu_more",
    "menu_description",
    "menu_group",
    "menu_title",
  ]) {
    await db.schema.alterTable("services").dropColumn(name).execute();
  }
}
