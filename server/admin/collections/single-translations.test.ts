import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import { aboutCopy } from "../../../app/admin/pages/inner-pages.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { SHIPPED_DOCUMENTS } from "../../content/shipped-words.ts";
import { singleSubject } from "../../db/translations.ts";
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

// A single document in another language (decision 049): its editor at
// `?lang=<code>` holds the translatable fields alone, each with the default's
// words under it; a save stores what was written, checked by the same rules
// with the default's words where a field is left empty; a stale save is
// refused; the language's translations go with it.

const copy = collectionCopy.translation;
const ABOUT = "/admin/pages/copy/about";
const translatable = aboutCopy.fields.filter((field) => field.translatable);
const heading = translatable.find((field) => field.kind === "text")!;
const fixed = aboutCopy.fields.filter((field) => !field.translatable);

describeEachDialect("a single document in another language", (create) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create));
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
    for (const [code, name] of [
      ["de", "Deutsch"],
      ["fr", "Français"],
    ] as const) {
      const added = await postForm(
        app,
        "/admin/languages",
        { intent: "add", code, name },
        { cookie: owner },
      );
      expect(added.statusCode).toBe(303);
    }
  });
  afterAll(async () => {
    await close?.();
  });

  // What the tests write: not the interface's words a shipped language arrives with.
  const stored = () =>
    database.db
      .selectFrom("translations")
      .selectAll()
      // Not the words shipped with the language.
      .where("subject", "not in", SHIPPED_DOCUMENTS.map(singleSubject))
      .execute();
  const defaultDocument = () =>
    database.db
      .selectFrom("site_documents")
      .select(["value", "version"])
      .where("key", "=", aboutCopy.document)
      .executeTakeFirst();

  it("shows the site's languages at the top of the editor, the current one marked", async () => {
    const page = await get(app, ABOUT, editor);
    expect(page.statusCode).toBe(200);
    const bar = /<nav aria-label="Languages">([\s\S]*?)<\/nav>/.exec(page.body)?.[1] ?? "";
    const links = [...bar.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
      href: /href="([^"]+)"/.exec(attributes!)?.[1],
      current: attributes!.includes('aria-current="page"'),
      text: inner!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    }));
    expect(links).toEqual([
      { href: ABOUT, current: true, text: "English" },
      { href: `${ABOUT}?lang=de`, current: false, text: "Deutsch not published" },
      { href: `${ABOUT}?lang=fr`, current: false, text: "Français not published" },
    ]);
    expect(bar).toContain('<span lang="de">Deutsch</span>');
  });

  it("opens the same form in a language: its translatable fields, empty, the English words under each", async () => {
    const page = await get(app, `${ABOUT}?lang=de`, editor);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(copy.intro("Deutsch", "English"));
    const fields = formFields(page.body);
    // A list posts a field a cell (`values.0.title`).
    const posts = (name: string) =>
      Object.keys(fields).some((key) => key === name || key.startsWith(`${name}.`));
    for (const field of translatable) expect(posts(field.name), field.name).toBe(true);
    for (const field of fixed) expect(posts(field.name), field.name).toBe(false);
    expect(fields.version).toBe("0");
    expect(fields[heading.name]).toBe("");
    expect(page.body).toContain(">Save</button>");
    // 'View the page' opens it in the language being written.
    expect(page.body).toContain('href="/de/about"');
    // The default's words under the field; a field left empty is not required.
    const english = (await get(app, ABOUT, editor)).body;
    const typed = formFields(english)[heading.name]!;
    expect(page.body).toMatch(new RegExp(`English: “${typed}”\\.`));
    expect(page.body).toMatch(/<h1[^>]*>Edit About page<\/h1>/);
    expect(page.body).not.toMatch(new RegExp(`id="copy-${heading.name}"[^>]*required`));
  });

  it("answers 404 for a code that is no language of the site, and the default for its own", async () => {
    expect((await get(app, `${ABOUT}?lang=xx`, editor)).statusCode).toBe(404);
    const english = await get(app, `${ABOUT}?lang=en`, editor);
    expect(english.statusCode).toBe(200);
    expect(formFields(english.body)).toHaveProperty(fixed[0]?.name ?? heading.name);
  });

  it("saves what was written in the language alone, audited, the English document untouched", async () => {
    const before = await defaultDocument();
    const page = await get(app, `${ABOUT}?lang=de`, editor);
    const saved = await postForm(
      app,
      `${ABOUT}?lang=de`,
      { ...formFields(page.body), [heading.name]: "  Über uns  " },
      { cookie: editor },
    );
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(303);
    expect(saved.headers.location).toBe(`${ABOUT}?lang=de&saved=1`);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject: `single:${aboutCopy.document}`,
      language: "de",
      version: 1,
      updated_by: EDITOR.email,
    });
    expect(JSON.parse(rows[0]!.fields)).toEqual({ [heading.name]: "Über uns" });
    expect(await defaultDocument()).toEqual(before);
    const log = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "page-copy-saved")
      .execute();
    expect(log).toMatchObject([
      { target: `${aboutCopy.document}:de`, detail: `Deutsch: About page: ${heading.name}` },
    ]);

    const again = await get(app, `${ABOUT}?lang=de&saved=1`, editor);
    expect(again.body).toContain(copy.saved("Deutsch"));
    expect(formFields(again.body)[heading.name]).toBe("Über uns");
    expect(formFields(again.body).version).toBe("1");
    // The list of pages says how much of each each language has.
    const of = translatable.length;
    const pages = (await get(app, "/admin/pages", editor)).body;
    expect(pages).toMatch(
      new RegExp(`<span lang="de">Deutsch</span> <span[^>]*>1 of ${of}</span>`),
    );
    expect(pages).toMatch(
      new RegExp(`<span lang="fr">Français</span> <span[^>]*>0 of ${of}</span>`),
    );
    // French has nothing yet.
    expect(formFields((await get(app, `${ABOUT}?lang=fr`, editor)).body)[heading.name]).toBe("");
  });

  it("refuses a field its rules refuse, keeping what was typed and saving nothing", async () => {
    const page = await get(app, `${ABOUT}?lang=de`, editor);
    const tooLong = "ü".repeat((heading.max ?? 120) + 1);
    const refused = await postForm(
      app,
      `${ABOUT}?lang=de`,
      { ...formFields(page.body), [heading.name]: tooLong },
      { cookie: editor },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(collectionCopy.errors.summary);
    expect(refused.body).toMatch(new RegExp(`id="copy-${heading.name}"[^>]*aria-invalid="true"`));
    expect(formFields(refused.body)[heading.name]).toBe(tooLong);
    expect(JSON.parse((await stored())[0]!.fields)).toEqual({ [heading.name]: "Über uns" });
  });

  it("tells the second of two people saving the same language, overwriting nothing", async () => {
    const opened = formFields((await get(app, `${ABOUT}?lang=de`, editor)).body);
    const first = await postForm(
      app,
      `${ABOUT}?lang=de`,
      { ...opened, [heading.name]: "Wer wir sind" },
      { cookie: owner },
    );
    expect(first.statusCode).toBe(303);
    const second = await postForm(
      app,
      `${ABOUT}?lang=de`,
      { ...opened, [heading.name]: "Über Genesis" },
      { cookie: editor },
    );
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain(copy.conflict("Deutsch"));
    expect(formFields(second.body)[heading.name]).toBe("Über Genesis");
    expect(JSON.parse((await stored())[0]!.fields)).toEqual({ [heading.name]: "Wer wir sind" });
  });

  it("keeps a legal page's translation for owners alone", async () => {
    expect((await get(app, "/admin/pages/terms?lang=de", editor)).statusCode).toBe(403);
    const page = await get(app, "/admin/pages/terms?lang=de", owner);
    expect(page.statusCode).toBe(200);
    expect(Object.keys(formFields(page.body)).sort()).toEqual([
      "body",
      "bodyLibrary",
      "description",
      "title",
      "version",
    ]);
  });

  it("deletes a language's translations with it", async () => {
    const deleted = await postForm(
      app,
      "/admin/languages",
      { intent: "delete", code: "de" },
      { cookie: owner },
    );
    expect(deleted.headers.location).toBe("/admin/languages?done=deleted");
    expect(await stored()).toEqual([]);
    expect((await get(app, `${ABOUT}?lang=de`, editor)).statusCode).toBe(404);
  });
});
