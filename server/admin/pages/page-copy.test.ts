import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditCopy } from "../../../app/admin/audit/audit-words.ts";
import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import { PAGE_COPIES } from "../../../app/admin/pages/page-copies.ts";
import { pageCopyWords } from "../../../app/admin/pages/page-copy-words.ts";
import { pagesCopy } from "../../../app/content/admin/pages.ts";
import { contactPageCopy } from "../../../app/content/contact-page.ts";
import { notFoundCopy, notFoundPage } from "../../../app/content/error-pages.ts";
import { footerCopy } from "../../../app/content/footer.ts";
import { site } from "../../../app/content/site.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { mediaLookup } from "../../publishing/media-images.ts";
import { recentPosts } from "../../publishing/public-content.ts";
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
import { within } from "@testing-library/dom";
import { parseHtml, textOf } from "../../../tests/support/html-page.ts";

// The pages' copy in the console: owners and editors edit each
// page's words at /admin/pages/copy/<name>, its fields declared on the
// content model's (app/admin/pages/); a save is live at once, audited, and
// refused when someone else saved first.

const errors = pageCopyWords.errors;

describeEachDialect("the pages' copy in the console", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, { seed: true }));
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
  });
  afterAll(async () => {
    await close?.();
  });

  const stored = async (name: string) => {
    const row = await database.db
      .selectFrom("site_documents")
      .select(["value", "version", "updated_by"])
      .where("key", "=", `page:${name}`)
      .executeTakeFirst();
    return row ? { ...row, value: JSON.parse(row.value) as Record<string, unknown> } : null;
  };
  const editPath = "/admin/pages/copy/not-found";
  /** The form as the console shows it, every field filled as stored. */
  const openedForm = async (cookie: string) => formFields((await get(app, editPath, cookie)).body);

  it("sends a signed-out visitor to the sign-in page, and saves nothing they post", async () => {
    const response = await get(app, editPath);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/admin\/login/);
    const before = await stored("not-found");
    const post = await postForm(app, editPath, { version: "1", heading: "Hijacked" });
    expect(post.statusCode).toBe(303);
    expect(await stored("not-found")).toEqual(before);
  });

  it("lists the page's copy to an editor, and shows its form with a labelled field per word, by section", async () => {
    const list = parseHtml((await get(app, "/admin/pages", editor)).body);
    const link = list.screen.getByRole("link", { name: PAGE_COPIES["not-found"].title });
    expect(link.getAttribute("href")).toBe(editPath);

    const response = await get(app, editPath, editor);
    expect(response.statusCode).toBe(200);
    const { screen } = parseHtml(response.body);
    screen.getByRole("heading", {
      level: 1,
      name: pageCopyWords.editTitle(PAGE_COPIES["not-found"].title),
    });
    for (const section of PAGE_COPIES["not-found"].sections!) {
      screen.getByRole("group", { name: section.legend });
    }
    expect((screen.getByLabelText("Heading") as HTMLInputElement).value).toBe(notFoundPage.heading);
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe(
      notFoundCopy.message,
    );
    expect(await get(app, "/admin/pages/copy/nope", editor)).toMatchObject({ statusCode: 404 });
  });

  it("refuses an empty required field at its field, keeping what was typed and saving nothing", async () => {
    const before = await stored("not-found");
    const fields = await openedForm(editor);
    const response = await postForm(
      app,
      editPath,
      { ...fields, heading: "  ", message: "Kept words" },
      { cookie: editor },
    );
    expect(response.statusCode).toBe(422);
    const { document, screen } = parseHtml(response.body);
    expect(textOf(document.getElementById("copy-heading-error"))).toBe(errors.required);
    expect(screen.getByLabelText("Heading").getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Kept words");
    expect(textOf(screen.getByRole("alert"))).toBe(errors.summary);
    expect(await stored("not-found")).toEqual(before);
  });

  it("saves the 404 page's words: live at once on every 404, under / and /home-two, audited", async () => {
    for (const url of ["/no-such-page", "/home-two/no-such-page", "/projects/no-such-project"]) {
      const before = await get(app, url);
      expect(before.statusCode, url).toBe(404);
      expect(before.body, url).toContain(notFoundCopy.message);
    }
    const fields = await openedForm(editor);
    const saved = await postForm(
      app,
      editPath,
      {
        ...fields,
        heading: " Lost in space ",
        message: "This address leads nowhere.\r\nTry the home page.",
        action: "Take me home",
        title: "Nowhere",
      },
      { cookie: editor },
    );
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${editPath}?saved=1`);
    const row = await stored("not-found");
    expect(row?.value).toMatchObject({
      heading: "Lost in space",
      message: "This address leads nowhere.\nTry the home page.",
      action: "Take me home",
      breadcrumbLabel: notFoundPage.breadcrumb[1]!.label,
    });
    expect(row?.updated_by).toBe(EDITOR.email);

    for (const url of ["/no-such-page", "/home-two/no-such-page", "/projects/no-such-project"]) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(404);
      const { document } = parseHtml(response.body);
      expect(textOf(document.querySelector("h1")), url).toBe("Lost in space");
      expect(response.body, url).toContain("Take me home");
      expect(response.body, url).not.toContain(notFoundCopy.message);
      expect(textOf(document.querySelector("title")), url).toMatch(/^Nowhere \|/);
    }

    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "page-copy-saved")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_email: EDITOR.email,
      target: "page:not-found",
      detail: "Page not found (404): heading, message, action, title",
    });
    expect(auditCopy.actions["page-copy-saved"]).toBe("Saved a page's copy");
    const shown = parseHtml((await get(app, `${editPath}?saved=1`, editor)).body);
    expect(textOf(shown.screen.getByRole("status"))).toBe(pageCopyWords.saved);
  });

  it("refuses a save from a stale version with 409, keeping the words typed and overwriting nothing", async () => {
    const fields = await openedForm(owner);
    const before = await stored("not-found");
    const stale = String(Number(fields.version) - 1);
    const response = await postForm(
      app,
      editPath,
      { ...fields, version: stale, heading: "Late words" },
      { cookie: owner },
    );
    expect(response.statusCode).toBe(409);
    const { screen } = parseHtml(response.body);
    expect(textOf(screen.getByRole("alert"))).toBe(errors.conflict);
    expect((screen.getByLabelText("Heading") as HTMLInputElement).value).toBe("Late words");
    expect(await stored("not-found")).toEqual(before);
    expect(pagesCopy.back).toBeTruthy();
  });

  describe("the contact page", () => {
    const contactPath = "/admin/pages/copy/contact";

    it("refuses an empty step's title at its list, naming the step, keeping the rest typed", async () => {
      const before = await stored("contact");
      const fields = formFields((await get(app, contactPath, editor)).body);
      expect(fields["steps.1.title"]).toBe(contactPageCopy.getInTouch.steps[1].title);
      const response = await postForm(
        app,
        contactPath,
        { ...fields, "steps.1.title": "", closingTitle: "Kept title" },
        { cookie: editor },
      );
      expect(response.statusCode).toBe(422);
      const { document, screen } = parseHtml(response.body);
      expect(textOf(document.getElementById("copy-steps-error"))).toBe(
        `Step 2: ${errors.required}`,
      );
      const step = screen.getByRole("group", { name: "Step 2" });
      expect(within(step).getByLabelText("Step 2: Title").getAttribute("name")).toBe(
        "steps.1.title",
      );
      expect((document.getElementById("copy-closingTitle") as HTMLInputElement).value).toBe(
        "Kept title",
      );
      expect(await stored("contact")).toEqual(before);
    });

    it("keeps the layout's three steps: refuses a fourth posted, and a list's button, saving nothing", async () => {
      const before = await stored("contact");
      const fields = formFields((await get(app, contactPath, editor)).body);
      expect(fields["steps.3.title"]).toBeUndefined();
      const extra = await postForm(
        app,
        contactPath,
        { ...fields, "steps.3.title": "A fourth step", "steps.3.text": "One too many." },
        { cookie: editor },
      );
      expect(extra.statusCode).toBe(422);
      const { document } = parseHtml(extra.body);
      expect(textOf(document.getElementById("copy-steps-error"))).toBe(
        collectionCopy.errors.fixedRows(3),
      );
      // A list of fixed rows has no buttons: a post pressing one is not the form's.
      for (const intent of ["rows:steps:add", "rows:steps:remove:0"]) {
        const pressed = await postForm(app, contactPath, { ...fields, intent }, { cookie: editor });
        expect(pressed.statusCode, intent).toBe(400);
      }
      expect(await stored("contact")).toEqual(before);
    });

    it("saves the contact page's words: a kept /contact and /home-two/contact show them at once", async () => {
      for (const url of ["/contact", "/home-two/contact"]) {
        await get(app, url);
        const kept = await get(app, url);
        expect(kept.headers["x-render-cache"], url).toBe("hit");
        expect(kept.body, url).toContain(contactPageCopy.getInTouch.steps[1].title);
      }
      const fields = formFields((await get(app, contactPath, owner)).body);
      const saved = await postForm(
        app,
        contactPath,
        {
          ...fields,
          "steps.1.title": "A call within the week",
          "columns.0.lines": "Within the hour\r\nWeekends too",
          mapHeading: "Where we work",
          heading: "Say hello",
        },
        { cookie: owner },
      );
      expect(saved.statusCode).toBe(303);
      const row = await stored("contact");
      expect(row?.value).toMatchObject({
        heading: "Say hello",
        steps: [
          contactPageCopy.getInTouch.steps[0],
          { title: "A call within the week", text: contactPageCopy.getInTouch.steps[1].text },
          contactPageCopy.getInTouch.steps[2],
        ],
      });
      for (const url of ["/contact", "/home-two/contact"]) {
        const response = await get(app, url);
        expect(response.headers["x-render-cache"], url).not.toBe("hit");
        const { document } = parseHtml(response.body);
        expect(textOf(document.querySelector("h1")), url).toBe("Say hello");
        expect(response.body, url).toContain("A call within the week");
        expect(response.body, url).not.toContain(contactPageCopy.getInTouch.steps[1].title);
        expect(textOf(document.getElementById("map-heading")), url).toBe("Where we work");
        expect(response.body, url).toContain("Within the hour</p>");
        expect(response.body, url).toContain("Weekends too</p>");
      }
    });
  });

  describe("the footer", () => {
    const footerPath = "/admin/pages/copy/footer";
    const footerOf = (html: string) => parseHtml(html).document.querySelector("footer")!;

    it("refuses an empty blurb's title at its field, keeping the rest typed and saving nothing", async () => {
      const before = await stored("footer");
      const fields = formFields((await get(app, footerPath, editor)).body);
      expect(fields["blurbs.0.title"]).toBe(footerCopy.blurbs[0].title);
      expect(fields.tagline).toBe(site.tagline);
      const response = await postForm(
        app,
        footerPath,
        { ...fields, "blurbs.0.title": " ", tagline: "Kept line" },
        { cookie: editor },
      );
      expect(response.statusCode).toBe(422);
      const { document } = parseHtml(response.body);
      expect(textOf(document.getElementById("copy-blurbs-error"))).toBe(
        `Blurb 1: ${errors.required}`,
      );
      expect(textOf(document.getElementById("copy-tagline"))).toBe("Kept line");
      expect(await stored("footer")).toEqual(before);
    });

    it("saves the footer's words: every kept page, in both footers, shows them at once", async () => {
      const pages = ["/", "/about", "/privacy", "/home-two/about"];
      for (const url of pages) {
        await get(app, url);
        const kept = await get(app, url);
        expect(kept.headers["x-render-cache"], url).toBe("hit");
        expect(textOf(footerOf(kept.body)), url).toContain(site.tagline);
      }
      const fields = formFields((await get(app, footerPath, editor)).body);
      const saved = await postForm(
        app,
        footerPath,
        {
          ...fields,
          "blurbs.1.title": "Product engineering",
          tagline: "Small team, big launches.",
          "quickLinks.0.title": "The agency",
          "legalLinks.1.title": "Your privacy",
          videoLabel: "Watch us work",
          newsletterHeading: "Monthly notes",
          newsletterPlaceholder: "name@example.org",
        },
        { cookie: editor },
      );
      expect(saved.statusCode).toBe(303);
      expect((await stored("footer"))?.value).toMatchObject({
        tagline: "Small team, big launches.",
        blurbs: [
          { title: footerCopy.blurbs[0].title, text: footerCopy.blurbs[0].text },
          { title: "Product engineering", text: footerCopy.blurbs[1].text },
          { title: footerCopy.blurbs[2].title, text: footerCopy.blurbs[2].text },
        ],
      });

      for (const url of pages) {
        const response = await get(app, url);
        expect(response.headers["x-render-cache"], url).not.toBe("hit");
        const footer = footerOf(response.body);
        const { getByRole } = within(footer as HTMLElement);
        expect(textOf(footer), url).toContain("Small team, big launches.");
        expect(textOf(footer), url).not.toContain(site.tagline);
        // The designers' links keep their places under the agency's words.
        expect(getByRole("link", { name: "Product engineering" }).getAttribute("href")).toBe(
          footerCopy.blurbs[1].link,
        );
        expect(getByRole("link", { name: "Your privacy" }).getAttribute("href")).toBe("/privacy");
        if (url.startsWith("/home-two")) {
          expect(textOf(footer), url).toContain("Watch us work");
          getByRole("heading", { name: "Monthly notes" });
          expect(footer.querySelector("input[type=email]")?.getAttribute("placeholder")).toBe(
            "name@example.org",
          );
        } else {
          expect(getByRole("link", { name: "The agency" }).getAttribute("href")).toBe("/about");
          expect(textOf(footer), url).not.toContain("Watch us work");
        }
      }
      const audit = await database.db
        .selectFrom("audit_log")
        .select("detail")
        .where("target", "=", "page:footer")
        .executeTakeFirstOrThrow();
      expect(audit.detail).toBe(
        "Footer: blurbs, tagline, quickLinks, legalLinks, videoLabel, newsletterHeading, newsletterPlaceholder",
      );
    });

    it("lists the blog's two latest posts in the second footer, each to its article", async () => {
      const latest = await recentPosts(database, mediaLookup(database), 2);
      expect(latest).toHaveLength(2);
      const footer = footerOf((await get(app, "/home-two/about")).body) as HTMLElement;
      const list = within(footer).getByRole("region", { name: footerCopy.recentPostsHeading });
      const links = within(list).getAllByRole("link");
      expect(links.map((a) => [textOf(a), a.getAttribute("href")])).toEqual(
        latest.map((post) => [post.title, `/home-two/blog/${post.slug}`]),
      );
      expect(list.querySelectorAll("time")[0]?.getAttribute("datetime")).toBe(
        latest[0]!.publishedAt.slice(0, 10),
      );
      // The first footer has quick links instead.
      const main = footerOf((await get(app, "/about")).body);
      expect(textOf(main)).not.toContain(footerCopy.recentPostsHeading);
    });
  });
});
