import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import type { Collection, Field } from "../../../app/admin/collections/collection.ts";
import { collectionAt, COLLECTIONS } from "../../../app/admin/content-model.ts";
import { COLLECTION_PAGES } from "../../../app/routes.ts";
import { AUDIT_ACTIONS } from "../audit/audit-log.ts";
import { loadItem } from "./collection-store.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import {
  EDITOR,
  OWNER,
  formFields,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../../../tests/support/console.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";

// The contract every kind declared as a collection keeps (app/admin/content-model.ts): its
// list and editor, its rules, its storage, its audit entry and the public pages its save
// drops all come from its declaration. What is special to one kind is in its own test
// (admin-people, admin-pricing).

/** A public page that shows each tag (server/content/site-content.ts). */
const PAGE_OF_TAG: Record<string, string> = {
  services: "/services",
  testimonials: "/home-two",
  team: "/about",
  partners: "/about",
  pricing: "/",
};

/** A value each kind of field takes, as typed; `marker` makes it findable. */
function sample(field: Field, marker: string): string {
  switch (field.kind) {
    case "rating":
      return "4";
    case "money":
      return "19.50";
    case "web-address":
      return `https://example.com/${marker}`;
    case "link":
      return `/contact?${marker}`;
    case "select":
      return field.options!.at(-1)!.value;
    case "toggle":
      return "yes";
    case "image":
      return "/images/blog/post-1.svg";
    case "lines":
      return `First ${marker}\nSecond ${marker}`;
    case "rows":
      return [1, 2]
        .map((row) =>
          field
            .columns!.map((column, at) =>
              column.kind === "select"
                ? column.options![0]!.value
                : // A bar of the cell's own, written as the form's lines write it.
                  `${column.label} ${row}${at === 0 && field.columns!.length > 1 ? " 24\\|7" : ""}`,
            )
            .join(" | "),
        )
        .join("\n");
    case "slug":
      return marker.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    case "integer":
      return "7";
    default:
      return `${field.label} ${marker}`.slice(0, field.max ?? 80);
  }
}

const sampleFields = (collection: Collection, marker: string) => ({
  ...Object.fromEntries(collection.fields.map((field) => [field.name, sample(field, marker)])),
  position: "",
  visible: "shown",
});

describe("every declared kind", () => {
  it("has its list and its editor in the route table, found by their addresses", () => {
    expect(COLLECTIONS.map((c) => c.path)).toEqual(
      COLLECTION_PAGES.map(([base]) => `/admin/${base}`),
    );
    for (const collection of COLLECTIONS) {
      for (const path of ["", ".data", "/new", "/12", "/12.data"])
        expect(collectionAt(`${collection.path}${path}`), path).toBe(collection);
    }
    expect(() => collectionAt("/admin/pricingx")).toThrow();
  });

  it("has an audit action, a page for each tag, and fields with unique names", () => {
    for (const collection of COLLECTIONS) {
      expect(AUDIT_ACTIONS, collection.kind).toContain(collection.audit);
      for (const tag of collection.tags) expect(PAGE_OF_TAG, tag).toHaveProperty(tag);
      const names = collection.fields.map((field) => field.name);
      expect(new Set(names).size, collection.kind).toBe(names.length);
      expect(names, collection.kind).toContain(collection.list.title);
      for (const field of collection.fields) {
        if (field.kind === "select") expect(field.options?.length, field.name).toBeGreaterThan(0);
      }
    }
  });
});

describeEachDialect("the console's declared kinds", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create));
    editor = await signIn(app, EDITOR);
    const owner = await signIn(app, OWNER, "10.0.0.9");
    const german = { intent: "add", code: "de", name: "Deutsch" };
    expect((await postForm(app, "/admin/languages", german, { cookie: owner })).statusCode).toBe(
      303,
    );
  });
  afterAll(async () => {
    await close?.();
  });

  /** The id of the kind's first or last row. */
  const idAt = async (collection: Collection, end: "first" | "last") =>
    (
      await database.db
        .selectFrom(collection.table as "partners")
        .select("id")
        .orderBy("id", end === "first" ? "asc" : "desc")
        .executeTakeFirstOrThrow()
    ).id;

  /** A page as a visitor gets it, and whether it came from the render cache. */
  const visit = async (url: string) => {
    const response = await get(app, url);
    expect(response.statusCode, url).toBe(200);
    return { html: response.body, kept: response.headers["x-render-cache"] === "hit" };
  };

  describe.each(COLLECTIONS.map((collection) => [collection.kind, collection] as const))(
    "%s",
    (kind, collection) => {
      const { path, words, idPrefix } = collection;
      const post = (url: string, fields: Record<string, string>, cookie: string | undefined) =>
        postForm(app, url, fields, { cookie });

      it("sends a signed-out visitor to the sign-in page, pages and saves alike", async () => {
        for (const url of [path, `${path}/new`, `${path}/1`]) {
          const page = await get(app, url);
          expect(page.statusCode, url).toBe(303);
          expect(page.headers.location, url).toBe("/admin/login");
        }
        const saved = await post(
          `${path}/new`,
          { ...sampleFields(collection, "out"), version: "0" },
          undefined,
        );
        expect(saved.statusCode).toBe(303);
        expect(saved.headers.location).toBe("/admin/login");
      });

      it("draws its editor from the declaration: a labelled control for every field, then the order", async () => {
        const page = await get(app, `${path}/new`, editor);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`<h1`);
        expect(page.body).toContain(words.newItem);
        for (const field of collection.fields) {
          const id =
            field.kind === "image"
              ? `${idPrefix}-${field.stem ?? field.name}Upload`
              : `${idPrefix}-${field.name}`;
          if (field.kind === "lines" || field.kind === "rows") {
            expect(page.body, field.name).toMatch(
              new RegExp(`<legend[^>]*>${field.label.replace(/[()]/g, "\\$&")}</legend>`),
            );
            // A new item's list has no rows yet: 'Add …' gives the first.
            expect(page.body, field.name).toContain(`value="rows:${field.name}:add"`);
          } else {
            expect(page.body, field.name).toContain(`for="${id}"`);
            expect(page.body, field.name).toMatch(
              new RegExp(`<label for="${id}"[^>]*>${field.label}<`),
            );
          }
        }
        expect(page.body).toContain(`for="${idPrefix}-position"`);
        expect(page.body).toContain(`for="${idPrefix}-visible"`);
        expect(page.body).toContain(">Save</button>");
        expect((await get(app, `${path}/999999`, editor)).statusCode).toBe(404);
        expect((await get(app, `${path}/abc`, editor)).statusCode).toBe(404);
      });

      it("creates an item after the others, stores what was typed, audits it and drops its pages", async () => {
        for (const tag of collection.tags) {
          await visit(PAGE_OF_TAG[tag]!);
          expect((await visit(PAGE_OF_TAG[tag]!)).kept, tag).toBe(true);
        }
        const typed = sampleFields(collection, `new-${kind}`);
        const created = await post(`${path}/new`, { ...typed, version: "0" }, editor);
        expect(created.statusCode, created.body.slice(0, 300)).toBe(303);
        const id = Number(
          new RegExp(`^${path}/(\\d+)\\?saved$`).exec(created.headers.location!)?.[1],
        );
        const stored = (await loadItem(database.db, collection, id))!;
        const { position, ...rest } = stored.fields;
        expect(rest).toEqual({ ...typed, position: undefined, visible: "shown" });
        expect(Number(position)).toBeGreaterThan(0);

        const list = (await get(app, path, editor)).body;
        expect(list).toContain(words.newItem);
        expect(list).toContain(`href="${path}/${id}"`);
        expect(list.lastIndexOf('href="' + path + "/")).toBe(list.indexOf(`href="${path}/${id}"`));

        const audit = await database.db
          .selectFrom("audit_log")
          .selectAll()
          .where("target", "=", `${kind}:${id}`)
          .execute();
        expect(audit).toMatchObject([{ action: collection.audit, actor_email: EDITOR.email }]);
        expect(audit[0]!.detail).toContain("new");

        for (const tag of collection.tags)
          expect((await visit(PAGE_OF_TAG[tag]!)).kept, tag).toBe(false);
        const editorPage = await get(app, `${path}/${id}?saved`, editor);
        expect(editorPage.body).toContain(words.saved);
      });

      it("refuses what its rules refuse: 422, a message at each field, typed values kept, nothing saved", async () => {
        const id = await idAt(collection, "first");
        const before = (await loadItem(database.db, collection, id))!;
        const required = collection.fields.filter((field) => field.required);
        const long = collection.fields.find(
          (field) => field.max && ["text", "textarea"].includes(field.kind),
        );
        const changes: Record<string, string> = { position: "first", visible: "gone" };
        for (const field of required) changes[field.name] = "  ";
        if (long && !long.required) changes[long.name] = "x".repeat(long.max! + 1);
        const refused = await post(
          `${path}/${id}`,
          { ...before.fields, ...changes, version: String(before.version) },
          editor,
        );
        expect(refused.statusCode).toBe(422);
        expect(refused.body).toContain(collectionCopy.errors.summary);
        for (const field of required) {
          const errorId =
            field.kind === "image"
              ? `${idPrefix}-${field.stem ?? field.name}Upload-error`
              : `${idPrefix}-${field.name}-error`;
          expect(refused.body, field.name).toContain(`id="${errorId}"`);
          expect(refused.body, field.name).toContain(field.required!.replaceAll("'", "&#x27;"));
        }
        if (long && !long.required)
          expect(refused.body).toContain(collectionCopy.errors.tooLong(long.max!));
        expect(refused.body).toContain(collectionCopy.errors.position);
        expect(refused.body).toContain('value="first"');
        expect(await loadItem(database.db, collection, id)).toEqual(before);
      });

      it("refuses a save at a stale version: 409, what was typed kept, nothing overwritten", async () => {
        const id = await idAt(collection, "last");
        const opened = (await loadItem(database.db, collection, id))!;
        const at = { version: String(opened.version) };
        expect(
          (await post(`${path}/${id}`, { ...opened.fields, position: "501", ...at }, editor))
            .statusCode,
        ).toBe(303);
        const second = await post(
          `${path}/${id}`,
          { ...opened.fields, position: "502", ...at },
          editor,
        );
        expect(second.statusCode).toBe(409);
        expect(second.body).toContain(words.conflict.slice(0, 40).replaceAll("'", "&#x27;"));
        expect(second.body).toContain('value="502"');
        // Sent again as it is, the form is refused again: it keeps the version it was opened at.
        expect(formFields(second.body).version).toBe(at.version);
        const now = (await loadItem(database.db, collection, id))!;
        expect(now.fields.position).toBe("501");
        expect(now.version).toBe(opened.version + 1);
      });

      it("is written in another language field by field: the translatable fields alone, the item untouched", async () => {
        const id = await idAt(collection, "first");
        const before = (await loadItem(database.db, collection, id))!;
        const page = await get(app, `${path}/${id}?lang=de`, editor);
        expect(page.statusCode).toBe(200);
        const current = /<a [^>]*aria-current="page"[^>]*>/.exec(
          /<nav aria-label="Languages">[\s\S]*?<\/nav>/.exec(page.body)?.[0] ?? "",
        )?.[0];
        expect(current).toContain(`href="${path}/${id}?lang=de"`);
        const form = formFields(page.body);
        const posts = (name: string) =>
          Object.keys(form).some((key) => key === name || key.startsWith(`${name}.`));
        for (const field of collection.fields) {
          // A list not yet written in the language has no rows: its 'Add …' gives the first.
          const list = field.kind === "lines" || field.kind === "rows";
          const drawn = list
            ? page.body.includes(`value="rows:${field.name}:add"`)
            : posts(field.name);
          expect(drawn, field.name).toBe(field.translatable);
        }
        expect(form).not.toHaveProperty("position");
        const words = collection.fields.find(
          (field) => field.translatable && ["text", "textarea"].includes(field.kind),
        )!;
        const german = `${words.label} auf Deutsch`;
        const saved = await post(
          `${path}/${id}?lang=de`,
          { ...form, [words.name]: ` ${german} ` },
          editor,
        );
        expect(saved.statusCode, saved.body.slice(0, 300)).toBe(303);
        expect(saved.headers.location).toBe(`${path}/${id}?lang=de&saved`);
        const row = await database.db
          .selectFrom("translations")
          .selectAll()
          .where("subject", "=", `collection:${kind}:${id}`)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ language: "de", version: 1, updated_by: EDITOR.email });
        expect(JSON.parse(row.fields)).toEqual({ [words.name]: german });
        expect(await loadItem(database.db, collection, id)).toEqual(before);
        const audit = await database.db
          .selectFrom("audit_log")
          .select("detail")
          .where("target", "=", `${kind}:${id}:de`)
          .executeTakeFirstOrThrow();
        expect(audit.detail).toContain(`Deutsch: ${before.fields[collection.list.title]}`);
        // The list says how much of the item German has.
        const of = collection.fields.filter((field) => field.translatable).length;
        expect((await get(app, path, editor)).body).toMatch(
          new RegExp(`<span lang="de">Deutsch</span> <span[^>]*>1 of ${of}</span>`),
        );
        const again = formFields((await get(app, `${path}/${id}?lang=de`, editor)).body);
        expect(again[words.name]).toBe(german);
        expect((await get(app, `${path}/new?lang=de`, editor)).statusCode).toBe(404);
      });

      const lists = collection.fields.filter((field) => field.kind === "lines");
      it.runIf(lists.length > 0)(
        "adds, moves and removes a list's rows without JavaScript, saving nothing until 'Save'",
        async () => {
          const field = lists[0]!;
          const id = await idAt(collection, "first");
          const before = (await loadItem(database.db, collection, id))!;
          const rows = { [`${field.name}.0`]: "Alpha", [`${field.name}.1`]: "Beta" };
          const form = { ...before.fields, ...rows, version: String(before.version) };
          delete (form as Record<string, string>)[field.name];
          const moved = await post(
            `${path}/${id}`,
            { ...form, intent: `rows:${field.name}:up:1` },
            editor,
          );
          expect(moved.statusCode).toBe(200);
          expect(moved.body.indexOf('value="Beta"')).toBeLessThan(
            moved.body.indexOf('value="Alpha"'),
          );
          const added = await post(
            `${path}/${id}`,
            { ...form, intent: `rows:${field.name}:add` },
            editor,
          );
          expect(added.body).toContain(`name="${field.name}.2"`);
          const removed = await post(
            `${path}/${id}`,
            { ...form, intent: `rows:${field.name}:remove:0` },
            editor,
          );
          expect(removed.body).not.toContain('value="Alpha"');
          expect(removed.body).toContain('value="Beta"');
          expect(await loadItem(database.db, collection, id)).toEqual(before);

          const saved = await post(`${path}/${id}`, form, editor);
          expect(saved.statusCode).toBe(303);
          expect((await loadItem(database.db, collection, id))!.fields[field.name]).toBe(
            "Alpha\nBeta",
          );
        },
      );
    },
  );
});
