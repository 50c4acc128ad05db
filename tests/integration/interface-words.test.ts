import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { shippedInterfaceWords } from "../../app/content/interface-languages.ts";
import { shippedScreens } from "../../app/content/shipped-screens.ts";
import { contactMessages } from "../../app/forms/contact-schema.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { formReplies } from "../../server/forms/form-definitions.ts";
import { seedShippedWords } from "../../server/content/shipped-words.ts";
import { OWNER, formFields, get, openTestConsole, postForm, signIn } from "../support/console.ts";
import { stampServed } from "../support/config.ts";
import { describeEachDialect } from "../support/each-dialect.ts";

// The interface's own words in each language (decision 049): a language added
// with a code the site ships words for (German, French, Spanish) has them at
// once; its forms speak it without JavaScript (labels, examples, buttons,
// every field's message, the notices, the answer), and the agency edits
// them on one page per language in the console.

const de = shippedInterfaceWords.de!;
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describeEachDialect("the interface's words in each language", (create) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let owner: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, { seed: true }));
    owner = await signIn(app, OWNER);
  });
  afterAll(async () => {
    await close?.();
  });

  const addLanguage = (code: string, name: string) =>
    postForm(
      app,
      "/admin/languages",
      { intent: "add", code, name, published: "yes" },
      { cookie: owner },
    );
  const page = async (url: string) => {
    const response = await get(app, url);
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };
  const emptyEnquiry = (page: string) =>
    postForm(app, page, {
      form: "contact",
      name: "",
      email: "",
      phone: "",
      subject: "",
      message: "",
      website: "",
      sourcePage: page,
      formStamp: stampServed(5000),
    });

  it("gives a language the site ships words for its whole interface at once", async () => {
    expect((await addLanguage("de", "Deutsch")).statusCode).toBe(303);
    const contact = await page("/de/contact");
    for (const words of [de.nameLabel, de.namePlaceholder, de.sendMessage, de.messageLabel]) {
      expect(contact).toContain(escaped(words));
    }
    // A subject is sent as the console names it, and read in the language.
    expect(contact).toContain('<option value="Sales">Vertrieb</option>');
    expect(contact).not.toContain(">Your Name<");
    // The English pages keep theirs.
    const english = await page("/contact");
    expect(english).toContain(">Your Name<");
    expect(english).toContain('<option value="Sales">Sales</option>');
  });

  it("names the menus, their entries and the controls in the language", async () => {
    const about = await page("/de/about");
    expect(about).toContain(`aria-label="${de.mainMenu}"`);
    expect(about).toContain(`>${de.skipLink}</a>`);
    expect(about).toContain(`>${de.startProject}</a>`);
    // The menu's entries, each still linking inside the language.
    expect(about).toMatch(/<a[^>]+href="\/de\/about"[^>]*>Über uns</);
    expect(about).toContain(`aria-label="Untermenü Leistungen"`);
    const english = await page("/about");
    expect(english).toContain('aria-label="Services submenu"');
    expect(english).toMatch(/<a[^>]+href="\/about"[^>]*>About Us</);
  });

  it("speaks the language around the blog's list: its sidebar, a search, the pages' links", async () => {
    const blog = await page("/de/blog?q=nichts");
    expect(blog).toContain(escaped(de.blogNoResults.replace("{query}", "nichts")));
    expect(blog).toContain(`>${de.searchHeading}</h2>`);
    expect(blog).toContain(`placeholder="${escaped(de.searchPlaceholder)}"`);
    expect(blog).toContain(`<title>${escaped(de.resultsFor.replace("{query}", "nichts"))}`);
  });

  it("heads the blog's and the projects' lists in the language", async () => {
    const { blog, projects } = shippedScreens.de!;
    const list = await page("/de/blog");
    expect(list).toMatch(new RegExp(`<a[^>]+href="/de"[^>]*>${blog.breadcrumbHome}</a>`));
    expect(list).toContain(`<meta name="description" content="${escaped(blog.description)}"/>`);
    const grid = await page("/de/projects");
    expect(grid).toContain(`>${projects.heading}</h1>`);
    expect(grid).toContain(`<title>${projects.title} | `);
    // No project is translated into German here: the list says so in German.
    expect(grid).toContain(`>${projects.empty}</h2>`);
    expect(grid).not.toContain(">Projects</h1>");
    // The English pages keep theirs.
    expect(await page("/projects")).toContain(">Projects</h1>");
  });

  it("words the 404 screen in the language", async () => {
    const response = await get(app, "/de/keine-solche-seite");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(`>${shippedScreens.de!["not-found"].heading}</h1>`);
    expect(response.body).toContain(escaped(shippedScreens.de!["not-found"].message));
  });

  it("words a service's page, and a service not found, in the language", async () => {
    const words = shippedScreens.de!.service;
    const details = await page("/de/service/1");
    expect(details).toContain(`>${escaped(words.keyFeaturesHeading)}</h2>`);
    expect(details).toContain(`>${escaped(words.approachHeading)}</h2>`);
    expect(details).toContain(`>${escaped(words.stepLabel.replace("{n}", "1"))}</p>`);
    expect(details).not.toContain(">Key Features</h2>");
    expect(await page("/service/1")).toContain(">Key Features</h2>");
    const missing = await get(app, "/de/service/0");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(`>${escaped(words.notFoundTitle)}</h1>`);
    expect(missing.body).toContain(`<title>${escaped(words.notFoundTitle)} | `);
    expect(missing.body).toContain(escaped(words.notFoundMessage));
  });

  it("words the legal pages around their own text in the language", async () => {
    const terms = await page("/de/terms");
    expect(terms).toContain(`>${escaped(de.lastUpdated)}</span>`);
    expect(terms).toContain(`>${escaped(de.legalContents)}</h2>`);
    expect(terms).toContain(`>${escaped(de.termsBreadcrumb)}</span>`);
    expect(terms).not.toContain(">Last updated</span>");
    expect(await page("/terms")).toContain(">Last updated</span>");
  });

  it("lists the portfolio in a published language through the API (none translated here), and refuses one it does not publish", async () => {
    const german = await app.inject({ url: "/api/portfolio?lang=de" });
    expect(german.statusCode).toBe(200);
    expect(JSON.parse(german.body)).toEqual({ data: [] });
    const unknown = await app.inject({ url: "/api/portfolio?lang=xx" });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({
      success: false,
      message: "The site publishes no language with this code.",
    });
  });

  it("writes prices for the language", async () => {
    expect(await page("/")).toContain(">$29<");
    // German writes the figure first, the sign after a no-break space.
    expect(await page("/de")).toContain(">29\u00a0$<");
  });

  it("says every field's message and the notice in the language, without JavaScript", async () => {
    const refused = await emptyEnquiry("/de/contact");
    expect(refused.statusCode).toBe(400);
    for (const message of [
      de.nameRequired,
      de.emailRequired,
      de.phoneRequired,
      de.subjectRequired,
      de.messageRequired,
      de.invalidFields,
    ]) {
      expect(refused.body).toContain(escaped(message));
    }
    expect(refused.body).not.toContain(escaped(contactMessages.nameRequired));
    const english = await emptyEnquiry("/contact");
    expect(english.body).toContain(escaped(contactMessages.nameRequired));
  });

  it("answers a form sent in the language in the language, and keeps the subject as named", async () => {
    const sent = await postForm(app, "/de/contact", {
      form: "contact",
      name: "Grete Müller",
      email: "grete@example.com",
      phone: "+49 30 1234567",
      subject: "Sales",
      message: "Eine neue Website, bitte.",
      website: "",
      sourcePage: "/de/contact",
      formStamp: stampServed(5000),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(escaped(de.contactReply));
    expect(sent.body).not.toContain(escaped(formReplies.contact));
    const row = await database.db
      .selectFrom("contact_enquiries")
      .select("subject")
      .where("email", "=", "grete@example.com")
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe("Sales");
  });

  it("sends the newsletter's e-mail in the language signed up in, its links to that language's pages", async () => {
    const words = shippedScreens.de!.newsletter;
    const sent = await postForm(app, "/de/home-two", {
      form: "newsletter",
      email: "leser@example.com",
      sourcePage: "/de/home-two",
      formStamp: stampServed(5000),
    });
    expect(sent.statusCode).toBe(200);
    const row = await database.db
      .selectFrom("mail_outbox")
      .select("payload")
      .where("kind", "=", "newsletter-confirmation")
      .executeTakeFirstOrThrow();
    const mail = JSON.parse(row.payload) as { subject: string; text: string };
    expect(mail.subject).toBe(words.mailSubject.replace("{site}", "Genesis"));
    expect(mail.text).toContain(words.mailConfirm);
    expect(mail.text).toContain(
      words.mailIntro.replace("{site}", "Genesis").replace("{email}", "leser@example.com"),
    );
    const link = (page: string) =>
      new RegExp(`http://localhost:3000(/de/newsletter/${page}\\?token=[\\w-]{43})`).exec(
        mail.text,
      )?.[1];
    const confirm = await get(app, link("confirm")!);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain(`>${words.confirmedHeading}</h2>`);
    expect(confirm.body).toContain(`<title>${words.confirmTitle} | `);
    const unsubscribe = await get(app, link("unsubscribe")!);
    expect(unsubscribe.body).toContain(`>${escaped(words.askHeading)}</h2>`);
    expect(unsubscribe.body).toContain(`>${words.askButton}</button>`);
  });

  it("lets the agency edit the words of a language on its page in the console", async () => {
    const at = "/admin/pages/copy/interface?lang=de";
    const editor = await get(app, at, owner);
    expect(editor.statusCode).toBe(200);
    const form = formFields(editor.body);
    expect(form.nameLabel).toBe(de.nameLabel);
    const saved = await postForm(
      app,
      at,
      { ...form, sendMessage: "Abschicken" },
      { cookie: owner },
    );
    expect(saved.statusCode).toBe(303);
    expect(await page("/de/contact")).toContain(">Abschicken</button>");
    expect(await page("/contact")).toContain(">Send Message</button>");
  });

  it("gives a language the words a release adds at the next start, keeping the agency's", async () => {
    const subject = "single:page:interface";
    const row = await database.db
      .selectFrom("translations")
      .select("fields")
      .where("subject", "=", subject)
      .where("language", "=", "de")
      .executeTakeFirstOrThrow();
    // As a release before the blog's words would have left it.
    const older = JSON.parse(row.fields) as Record<string, string>;
    delete older.searchHeading;
    await database.db
      .updateTable("translations")
      .set({ fields: JSON.stringify(older) })
      .where("subject", "=", subject)
      .where("language", "=", "de")
      .execute();
    await seedShippedWords(database);
    const after = await database.db
      .selectFrom("translations")
      .select("fields")
      .where("subject", "=", subject)
      .where("language", "=", "de")
      .executeTakeFirstOrThrow();
    const fields = JSON.parse(after.fields) as Record<string, string>;
    expect(fields.searchHeading).toBe(de.searchHeading);
    // What the agency wrote stays.
    expect(fields.sendMessage).toBe("Abschicken");
  });

  it("ships French and Spanish too, and English words where a language has none shipped", async () => {
    await addLanguage("fr", "Français");
    await addLanguage("es", "Español");
    await addLanguage("pt-BR", "Português");
    expect(await page("/fr/contact")).toContain(escaped(shippedInterfaceWords.fr!.sendMessage));
    expect(await page("/es/contact")).toContain(escaped(shippedInterfaceWords.es!.sendMessage));
    // Nothing shipped: the default's words, until the agency writes its own.
    expect(await page("/pt-br/contact")).toContain(">Send Message</button>");
    const rows = await database.db
      .selectFrom("translations")
      .select("language")
      .where("subject", "=", "single:page:interface")
      .orderBy("language")
      .execute();
    expect(rows.map((row) => row.language)).toEqual(["de", "es", "fr"]);
  });
});
