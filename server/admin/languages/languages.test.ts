import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { languagesCopy } from "../../../app/admin/languages/languages-words.ts";
import { languageTag } from "../../../app/admin/languages/languages-forms.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import {
  EDITOR,
  OWNER,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../../../tests/support/console.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";

// The site's languages (/admin/languages): owners add a language by its tag
// and its own name, publish, unpublish and delete it (asked first); the
// default, English, is always there and always published; every change is
// audited; editors get 403.

const errors = languagesCopy.errors;

it("reads a language tag in its canonical form and refuses what is not one", () => {
  expect(languageTag("de")).toBe("de");
  expect(languageTag(" PT-br ")).toBe("pt-BR");
  expect(languageTag("zh-hant-tw")).toBe("zh-Hant-TW");
  expect(languageTag("es-419")).toBe("es-419");
  expect(languageTag("deu")).toBe("de");
  for (const typed of ["", "d", "deutsch", "de_DE", "de-", "x-default", "en-US-x-twain", "../de"]) {
    expect(languageTag(typed), typed).toBeNull();
  }
});

describeEachDialect("the site's languages in the console", (create) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create));
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
  });
  afterAll(async () => {
    await close?.();
  });

  const post = (fields: Record<string, string>, cookie = owner) =>
    postForm(app, "/admin/languages", fields, { cookie });
  const rows = () => database.db.selectFrom("languages").selectAll().orderBy("position").execute();
  const audit = (action: string) =>
    database.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();

  it("lists English as the default, published and with no buttons to remove it", async () => {
    const page = await get(app, "/admin/languages", owner);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Languages · ");
    expect(page.body).toMatch(/<h1[^>]*>Languages<\/h1>/);
    expect(page.body).toContain(
      '<span lang="en" class="block font-semibold text-ink-900">English</span>',
    );
    expect(page.body).toContain(">Default</span>");
    expect(page.body).not.toContain('aria-label="Delete English"');
    expect(page.body).not.toContain('aria-label="Unpublish English"');
    const labels = [
      ...page.body.matchAll(/<label for="language-[^"]+"[^>]*>([^<]+)<\/label>/g),
    ].map(([, label]) => label);
    expect(labels).toEqual(["Code", "Name", "Published"]);
    expect(page.body).not.toMatch(/<input[^>]*id="language-published"[^>]*checked/);
    expect(page.body).toContain(">Add language</button>");
    expect(await rows()).toMatchObject([
      { code: "en", name: "English", published: 1, is_default: 1 },
    ]);
  });

  it("sends a signed-out visitor to the sign-in page and answers an editor 403, changing nothing", async () => {
    const signedOut = await get(app, "/admin/languages");
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe("/admin/login");
    expect((await get(app, "/admin/languages", editor)).statusCode).toBe(403);
    const posted = await post({ intent: "add", code: "it", name: "Italiano" }, editor);
    expect(posted.statusCode).toBe(403);
    const published = await post({ intent: "unpublish", code: "en" }, editor);
    expect(published.statusCode).toBe(403);
    expect(await rows()).toHaveLength(1);
    // The side bar names the page to owners only.
    expect((await get(app, "/admin/languages", owner)).body).toContain('href="/admin/languages"');
    expect((await get(app, "/admin", editor)).body).not.toContain('href="/admin/languages"');
  });

  it("shows every field's message when 'Add language' is sent empty, saving nothing", async () => {
    const refused = await post({ intent: "add", code: "", name: "" });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(errors.summary);
    expect(refused.body).toContain(errors.codeRequired);
    expect(refused.body).toContain(errors.nameRequired(null));
    expect(refused.body).toMatch(/id="language-code"[^>]*aria-invalid="true"/);
    expect(await rows()).toHaveLength(1);
  });

  it("refuses a code that is no language tag, or one the site's addresses use, keeping what was typed", async () => {
    for (const [code, message] of [
      ["deutsch", errors.codeInvalid],
      ["de_DE", errors.codeInvalid],
      ["x-default", errors.codeInvalid],
      ["api", errors.codeReserved("api")],
    ] as const) {
      const refused = await post({ intent: "add", code, name: "Deutsch" });
      expect(refused.statusCode, code).toBe(422);
      expect(refused.body, code).toContain(message.replaceAll("'", "&#x27;"));
      expect(refused.body).toMatch(new RegExp(`id="language-code"[^>]*value="${code}"`));
      expect(refused.body).toMatch(/id="language-name"[^>]*value="Deutsch"/);
    }
    // A valid code with no name: the message suggests the language's own name.
    const nameless = await post({ intent: "add", code: "de", name: "" });
    expect(nameless.body).toContain(errors.nameRequired("Deutsch").replaceAll("'", "&#x27;"));
    expect(await rows()).toHaveLength(1);
    expect(await audit("language-added")).toEqual([]);
  });

  it("adds a language unpublished, in its canonical form, audited, and refuses it twice", async () => {
    const added = await post({ intent: "add", code: "pt-br", name: "Português (Brasil)" });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe("/admin/languages?done=added#language-pt-BR");
    const german = await post({ intent: "add", code: "de", name: "Deutsch" });
    expect(german.statusCode).toBe(303);
    expect((await rows()).map((r) => [r.code, r.name, r.published])).toEqual([
      ["en", "English", 1],
      ["pt-BR", "Português (Brasil)", 0],
      ["de", "Deutsch", 0],
    ]);
    expect(await audit("language-added")).toMatchObject([
      { actor_email: OWNER.email, target: "language:pt-BR", detail: "Português (Brasil)" },
      { actor_email: OWNER.email, target: "language:de", detail: "Deutsch" },
    ]);
    // 'deu' is German's three-letter tag: the same language.
    const twice = await post({ intent: "add", code: "deu", name: "Deutsch" });
    expect(twice.statusCode).toBe(422);
    expect(twice.body).toContain(errors.codeTaken("Deutsch"));
    expect(await rows()).toHaveLength(3);

    const page = (await get(app, "/admin/languages?done=added", owner)).body;
    expect(page).toContain(languagesCopy.done.added);
    expect(page).toContain(
      '<span lang="de" class="block font-semibold text-ink-900">Deutsch</span>',
    );
    expect(page).toContain('aria-label="Publish Deutsch"');
    expect(page).toContain(">/de</td>");
    // An address is in lower case, as every path of the site.
    expect(page).toContain(">/pt-br</td>");
  });

  it("publishes and unpublishes a language, each audited once", async () => {
    // Ticked as it is added: published at once.
    const italian = await post({ intent: "add", code: "it", name: "Italiano", published: "yes" });
    expect(italian.headers.location).toBe("/admin/languages?done=addedPublished#language-it");
    expect((await rows()).find((r) => r.code === "it")?.published).toBe(1);
    expect(await audit("language-added")).toContainEqual(
      expect.objectContaining({ target: "language:it", detail: "Italiano, published" }),
    );
    await post({ intent: "delete", code: "it" });

    const published = await post({ intent: "publish", code: "de" });
    expect(published.headers.location).toBe("/admin/languages?done=published#language-de");
    // Published twice: nothing changes, nothing more in the log.
    await post({ intent: "publish", code: "de" });
    expect((await rows()).find((r) => r.code === "de")?.published).toBe(1);
    expect(await audit("language-published")).toMatchObject([{ target: "language:de" }]);
    expect((await get(app, "/admin/languages", owner)).body).toContain(
      'aria-label="Unpublish Deutsch"',
    );

    const unpublished = await post({ intent: "unpublish", code: "de" });
    expect(unpublished.headers.location).toBe("/admin/languages?done=unpublished#language-de");
    expect((await rows()).find((r) => r.code === "de")?.published).toBe(0);
    expect(await audit("language-unpublished")).toHaveLength(1);
  });

  it("never unpublishes nor deletes the default language", async () => {
    for (const intent of ["unpublish", "delete"]) {
      const refused = await post({ intent, code: "en" });
      expect(refused.headers.location).toBe("/admin/languages?done=default");
    }
    expect(await rows()).toMatchObject([{ code: "en", published: 1, is_default: 1 }, {}, {}]);
    expect((await get(app, "/admin/languages?done=default", owner)).body).toContain(
      languagesCopy.defaultRefused,
    );
    expect((await get(app, "/admin/languages?delete=en", owner)).body).toContain(
      languagesCopy.missing,
    );
  });

  it("asks before deleting a language, then deletes it, audited", async () => {
    const asked = (await get(app, "/admin/languages?delete=pt-BR", owner)).body;
    expect(asked).toMatch(/<h2 id="delete-language-heading"[^>]*>Delete this language\?<\/h2>/);
    expect(asked).toContain(languagesCopy.confirmDelete.text("Português (Brasil)", "pt-BR"));
    expect(asked).toMatch(/<a [^>]*href="\/admin\/languages"[^>]*>Keep it<\/a>/);
    expect(await rows()).toHaveLength(3);

    const deleted = await post({ intent: "delete", code: "pt-BR" });
    expect(deleted.headers.location).toBe("/admin/languages?done=deleted");
    expect((await rows()).map((r) => r.code)).toEqual(["en", "de"]);
    expect(await audit("language-deleted")).toMatchObject([
      { target: "language:it", detail: "Italiano" },
      { target: "language:pt-BR", detail: "Português (Brasil)" },
    ]);
    const again = await post({ intent: "delete", code: "pt-BR" });
    expect(again.headers.location).toBe("/admin/languages?done=missing");
    expect((await get(app, "/admin/languages?done=missing", owner)).body).toContain(
      languagesCopy.missing,
    );
  });

  it("names each change in the audit log in words", async () => {
    const log = (await get(app, "/admin/audit", owner)).body;
    for (const words of ["Added a language", "Published a language", "Deleted a language"]) {
      expect(log).toContain(words);
    }
  });
});
