import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import { PAGE_COPIES } from "../../../app/admin/pages/page-copies.ts";
import { pageCopyWords } from "../../../app/admin/pages/page-copy-words.ts";
import { homeCopy } from "../../../app/content/home/banner-intro.ts";
import { processSectionTwo } from "../../../app/content/home/process.ts";
import { counters } from "../../../app/content/home-two/counters-testimonials.ts";
import { faq } from "../../../app/content/home-two/faq.ts";
import { homePagesCopySeed } from "../../content/home-pages-seed.ts";
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
import { parseHtml, textOf } from "../../../tests/support/html-page.ts";

// The two home pages' copy in the console: every heading,
// paragraph, button label and list of / and /home-two as named fields of
// `page:home` and `page:home-two`, edited at /admin/pages/copy/<name> with
// their declared fields (every key once: server/admin/pages/page-copies.test.ts);
// a save shows on the next request to that page alone.

const errors = pageCopyWords.errors;

describeEachDialect("the home pages' copy in the console", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
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

  const homePath = "/admin/pages/copy/home";
  const homeTwoPath = "/admin/pages/copy/home-two";
  const stored = async (name: string) => {
    const row = await database.db
      .selectFrom("site_documents")
      .select(["value", "version"])
      .where("key", "=", `page:${name}`)
      .executeTakeFirst();
    return row ? { ...row, value: JSON.parse(row.value) as Record<string, unknown> } : null;
  };
  /** A counter's number as /home-two shows it to screen readers ("500+"), by its label. */
  const counterShown = (html: string, label: string) => {
    const { document } = parseHtml(html);
    const term = [...document.querySelectorAll("dt")].find((dt) => textOf(dt) === label);
    return textOf(term?.parentElement?.querySelector("dd .sr-only"));
  };

  it("shows today's words on a fresh database", async () => {
    const home = parseHtml((await get(app, "/")).body);
    expect(textOf(home.document.querySelector("h1"))).toBe(homeCopy.headline);
    const homeTwo = await get(app, "/home-two");
    expect(counterShown(homeTwo.body, counters.items[1].label)).toBe("180+");
    expect(homeTwo.body).toContain(faq.items[2].a);
    expect(homeTwo.body).toContain(processSectionTwo.steps[1]!.name);
    expect(await stored("home")).toBeNull();
  });

  it("lists both home pages' forms on /admin/pages, each with a fieldset per section of the page", async () => {
    const list = parseHtml((await get(app, "/admin/pages", editor)).body);
    for (const [name, path] of [
      ["home", homePath],
      ["home-two", homeTwoPath],
    ] as const) {
      const link = list.screen.getByRole("link", { name: PAGE_COPIES[name].title });
      expect(link.getAttribute("href")).toBe(path);
      // Read by selector, not by role: the form is long, and role queries walk it whole.
      const { document } = parseHtml((await get(app, path, editor)).body);
      const legends = [...document.querySelectorAll("form fieldset > legend")].map(textOf);
      for (const section of PAGE_COPIES[name].sections!) expect(legends).toContain(section.legend);
      expect((document.getElementById("copy-bannerHeadline") as HTMLInputElement).value).toBe(
        homePagesCopySeed()[`page:${name}`].bannerHeadline,
      );
      expect(textOf(document.querySelector('label[for="copy-bannerHeadline"]'))).toBe("Headline");
    }
    const homeTwo = parseHtml((await get(app, homeTwoPath, editor)).body);
    const legends = [...homeTwo.document.querySelectorAll("fieldset fieldset > legend")].map(
      textOf,
    );
    expect(legends).toEqual(expect.arrayContaining(["Counter 4", "Question 2"]));
    // An item of one field is that field, labelled by its item.
    expect(textOf(homeTwo.document.querySelector('label[for="copy-stackItems-11-0"]'))).toBe(
      "Technology 12",
    );
    const target = homeTwo.document.getElementById("copy-counters-0-0") as HTMLInputElement;
    expect(target).toMatchObject({
      type: "number",
      name: "counters.0.target",
      min: "0",
      max: "9999",
      value: "30",
    });
  });

  it("saves the banner headline: / shows it at once, and /home-two stays as it was kept", async () => {
    for (const url of ["/", "/home-two"]) {
      await get(app, url);
      expect((await get(app, url)).headers["x-render-cache"], url).toBe("hit");
    }
    const fields = formFields((await get(app, homePath, editor)).body);
    expect(fields.bannerHeadline).toBe(homeCopy.headline);
    const saved = await postForm(
      app,
      homePath,
      { ...fields, bannerHeadline: " Ideas, shipped ", "rotatorItems.8.name": "Chatbots" },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${homePath}?saved=1`);
    expect((await stored("home"))?.value).toMatchObject({ bannerHeadline: "Ideas, shipped" });

    const home = await get(app, "/");
    expect(home.headers["x-render-cache"]).not.toBe("hit");
    const { document } = parseHtml(home.body);
    expect(textOf(document.querySelector("h1"))).toBe("Ideas, shipped");
    expect(home.body).not.toContain(homeCopy.headline);
    const rotator = [...document.querySelectorAll(".rotator-item")].map(textOf);
    expect(rotator).toHaveLength(9);
    expect(rotator[8]).toBe("Chatbots");
    expect((await get(app, "/home-two")).headers["x-render-cache"]).toBe("hit");
  });

  it("saves a counter's target and a FAQ answer: /home-two shows them at once", async () => {
    await get(app, "/home-two");
    const fields = formFields((await get(app, homeTwoPath, owner)).body);
    expect(fields["counters.1.target"]).toBe("180");
    expect(fields["faqItems.2.answer"]).toBe(faq.items[2].a);
    const saved = await postForm(
      app,
      homeTwoPath,
      {
        ...fields,
        "counters.1.target": " 1234 ",
        "faqItems.2.answer": "Yours, from the first commit.\r\nAll of it.",
      },
      { cookie: owner },
    );
    expect(saved.statusCode).toBe(303);
    const row = await stored("home-two");
    expect((row?.value.counters as unknown[])[1]).toEqual({
      label: counters.items[1].label,
      target: 1234,
    });

    const page = await get(app, "/home-two");
    expect(page.headers["x-render-cache"]).not.toBe("hit");
    expect(counterShown(page.body, counters.items[1].label)).toBe("1,234+");
    expect(page.body).toContain('data-target="1234"');
    expect(page.body).toContain("Yours, from the first commit.\nAll of it.");
    expect(page.body).not.toContain(faq.items[2].a);
  });

  it("refuses an empty headline at its field, keeping what was typed and saving nothing", async () => {
    const before = await stored("home");
    const fields = formFields((await get(app, homePath, editor)).body);
    const response = await postForm(
      app,
      homePath,
      { ...fields, bannerHeadline: "  ", "processSteps.1.name": "Kept step" },
      { cookie: editor },
    );
    expect(response.statusCode).toBe(422);
    const { document } = parseHtml(response.body);
    expect(textOf(document.getElementById("copy-bannerHeadline-error"))).toBe(errors.required);
    expect(document.getElementById("copy-bannerHeadline")?.getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect((document.getElementById("copy-processSteps-1-0") as HTMLInputElement).value).toBe(
      "Kept step",
    );
    expect(textOf(document.querySelector('[role="alert"]'))).toBe(errors.summary);
    expect(await stored("home")).toEqual(before);
  });

  it.each([
    ["above its range", "10000"],
    ["below its range", "-1"],
    ["that is not a whole number", "12.5"],
  ])(
    "refuses a counter %s at its field, keeping what was typed and saving nothing",
    async (_, typed) => {
      const before = await stored("home-two");
      const fields = formFields((await get(app, homeTwoPath, editor)).body);
      const response = await postForm(
        app,
        homeTwoPath,
        { ...fields, "counters.0.target": typed, "faqItems.0.question": "Kept question?" },
        { cookie: editor },
      );
      expect(response.statusCode).toBe(422);
      const { document } = parseHtml(response.body);
      expect(textOf(document.getElementById("copy-counters-error"))).toBe(
        `Counter 1: ${collectionCopy.errors.range(0, 9999)}`,
      );
      const target = document.getElementById("copy-counters-0-0") as HTMLInputElement;
      expect(target.value).toBe(typed);
      expect(
        target.closest("fieldset[aria-describedby]")?.getAttribute("aria-describedby"),
      ).toContain("copy-counters-error");
      expect((document.getElementById("copy-faqItems-0-0") as HTMLInputElement).value).toBe(
        "Kept question?",
      );
      expect(await stored("home-two")).toEqual(before);
    },
  );
});
