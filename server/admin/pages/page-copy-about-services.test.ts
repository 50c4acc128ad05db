import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aboutCopy } from "../../../app/content/about.ts";
import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import { PAGE_COPIES } from "../../../app/admin/pages/page-copies.ts";
import { pageCopyWords } from "../../../app/admin/pages/page-copy-words.ts";
import { pages } from "../../../app/content/pages.ts";
import { partnersCopy, teamCopy } from "../../../app/content/people.ts";
import { servicesContactCopy, servicesPageCopy } from "../../../app/content/services-page.ts";
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
import { parseHtml, sectionWith, textOf } from "../../../tests/support/html-page.ts";

// The About and Services pages' copy in the console: each
// page's words are its document (`page:about`, `page:services`), edited at
// /admin/pages/copy/<name>; a save is live at once on both of the page's
// addresses, and drops those kept pages alone.

const errors = { ...pageCopyWords.errors, ...collectionCopy.errors };
const aboutPaths = ["/about", "/home-two/about"];
const servicesPaths = ["/services", "/home-two/services"];

describeEachDialect("the About and Services pages' copy in the console", (create) => {
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

  const stored = async (name: string) => {
    const row = await database.db
      .selectFrom("site_documents")
      .select(["value", "version", "updated_by"])
      .where("key", "=", `page:${name}`)
      .executeTakeFirst();
    return row ? { ...row, value: JSON.parse(row.value) as Record<string, unknown> } : null;
  };
  const opened = async (name: string, cookie: string) =>
    formFields((await get(app, `/admin/pages/copy/${name}`, cookie)).body);
  /** Asks for a public page twice: the second answer is the kept page. */
  const keep = async (url: string) => {
    await get(app, url);
    const kept = await get(app, url);
    expect(kept.headers["x-render-cache"], url).toBe("hit");
  };

  it("lists the About and Services pages' copy on /admin/pages to an editor", async () => {
    const { screen } = parseHtml((await get(app, "/admin/pages", editor)).body);
    for (const name of ["about", "services"] as const) {
      const link = screen.getByRole("link", { name: PAGE_COPIES[name].title });
      expect(link.getAttribute("href")).toBe(`/admin/pages/copy/${name}`);
    }
  });

  describe("the About page", () => {
    const editPath = "/admin/pages/copy/about";

    it("shows today's words on a fresh database, on /about and /home-two/about and in its form", async () => {
      for (const url of aboutPaths) {
        const response = await get(app, url);
        expect(response.statusCode, url).toBe(200);
        const { document, screen } = parseHtml(response.body);
        expect(textOf(document.querySelector("title")), url).toBe("About Us | Genesis");
        screen.getByRole("heading", { level: 1, name: pages.about.heading });
        screen.getByRole("heading", { level: 2, name: aboutCopy.intro.title });
        screen.getByRole("heading", { level: 2, name: aboutCopy.whoWeAre.title });
        screen.getByRole("heading", { level: 2, name: teamCopy.title });
        screen.getByRole("heading", { level: 2, name: partnersCopy.title });
        screen.getByRole("heading", { level: 2, name: aboutCopy.cta.title });
        for (const point of aboutCopy.intro.points) screen.getByText(point);
        expect(textOf(document.querySelector('[data-target="5000"] .sr-only'))).toBe("5,000+");
      }

      // Read by selector, not by role: the form is long, and role queries walk it whole.
      const { document } = parseHtml((await get(app, editPath, editor)).body);
      const legends = [...document.querySelectorAll("form fieldset > legend")].map(textOf);
      for (const section of PAGE_COPIES.about.sections!) expect(legends).toContain(section.legend);
      const fields = await opened("about", editor);
      expect(fields).toMatchObject({
        heading: pages.about.heading,
        introPoints: aboutCopy.intro.points.join("\n"),
        firstCounterTarget: "5000",
        firstCounterSuffix: "+",
        secondCounterSuffix: "",
        "values.3.title": aboutCopy.values.items[3].title,
        teamIntro: teamCopy.intro,
        ctaSecondary: aboutCopy.cta.secondary.label,
      });
    });

    it("refuses an empty required field at its field, keeping the typed values and saving nothing", async () => {
      const before = await stored("about");
      const fields = await opened("about", editor);
      const response = await postForm(
        app,
        editPath,
        {
          ...fields,
          ctaTitle: " ",
          "values.1.text": "",
          firstCounterTarget: "lots",
          teamTitle: "Kept team heading",
        },
        { cookie: editor },
      );
      expect(response.statusCode).toBe(422);
      const { document, screen } = parseHtml(response.body);
      expect(textOf(screen.getByRole("alert"))).toBe(errors.summary);
      expect(textOf(document.getElementById("copy-ctaTitle-error"))).toBe(errors.required);
      expect(textOf(document.getElementById("copy-values-error"))).toBe(
        `Value 2: ${errors.required}`,
      );
      expect(textOf(document.getElementById("copy-firstCounterTarget-error"))).toBe(
        errors.range(0, 1_000_000),
      );
      expect(document.getElementById("copy-ctaTitle")!.getAttribute("aria-invalid")).toBe("true");
      expect((document.getElementById("copy-teamTitle") as HTMLInputElement).value).toBe(
        "Kept team heading",
      );
      expect(await stored("about")).toEqual(before);
      for (const url of aboutPaths) {
        expect((await get(app, url)).body, url).not.toContain("Kept team heading");
      }
    });

    it("shows a saved heading, list and counter on /about and /home-two/about at once, and keeps /services", async () => {
      for (const url of [...aboutPaths, ...servicesPaths]) await keep(url);
      const fields = await opened("about", owner);
      const saved = await postForm(
        app,
        editPath,
        {
          ...fields,
          heading: "Who we are, in short",
          title: "About the studio",
          description: "The studio behind the products.",
          introTitle: "Small team, big launches",
          introPoints: "One team\r\n\r\nOne roadmap\r\nOne bill",
          firstCounterTarget: "1200",
          firstCounterLabel: "Launches",
          "values.0.title": "Results first",
          teamTitle: "Meet the makers",
          partnersIntro: "Teams we build with, from seed to scale.",
          ctaPrimary: "Book a call",
        },
        { cookie: owner },
      );
      expect(saved.statusCode).toBe(303);
      expect(saved.headers.location).toBe(`${editPath}?saved=1`);
      expect((await stored("about"))?.value).toMatchObject({
        introPoints: "One team\n\nOne roadmap\nOne bill",
        firstCounterTarget: 1200,
        values: [
          { title: "Results first", text: aboutCopy.values.items[0].text },
          ...aboutCopy.values.items.slice(1).map(({ title, text }) => ({ title, text })),
        ],
      });

      for (const url of aboutPaths) {
        const response = await get(app, url);
        expect(response.headers["x-render-cache"], url).not.toBe("hit");
        const { document, screen } = parseHtml(response.body);
        expect(textOf(document.querySelector("h1")), url).toBe("Who we are, in short");
        expect(textOf(document.querySelector("title")), url).toBe("About the studio | Genesis");
        expect(
          document.querySelector('meta[name="description"]')?.getAttribute("content"),
          url,
        ).toBe("The studio behind the products.");
        screen.getByRole("heading", { level: 2, name: "Small team, big launches" });
        expect(
          [...sectionWith(document, "about-intro-heading").querySelectorAll("li")].map(textOf),
          url,
        ).toEqual(["One team", "One roadmap", "One bill"]);
        expect(textOf(document.querySelector('[data-target="1200"] .sr-only')), url).toBe("1,200+");
        expect(response.body, url).toContain("Launches");
        screen.getByRole("heading", { level: 3, name: "Results first" });
        screen.getByRole("heading", { level: 2, name: "Meet the makers" });
        expect(response.body, url).toContain("Teams we build with, from seed to scale.");
        expect(screen.getByRole("link", { name: "Book a call" }).getAttribute("href"), url).toBe(
          "/contact",
        );
        expect(response.body, url).not.toContain(aboutCopy.intro.title);
        expect(response.body, url).not.toContain(teamCopy.title);
      }
      // A save drops the pages that show the words it changed, and no other.
      for (const url of servicesPaths) {
        expect((await get(app, url)).headers["x-render-cache"], url).toBe("hit");
      }
    });
  });

  describe("the Services page", () => {
    const editPath = "/admin/pages/copy/services";

    it("shows today's words on a fresh database, on /services and /home-two/services and in its form", async () => {
      for (const url of servicesPaths) {
        const response = await get(app, url);
        expect(response.statusCode, url).toBe(200);
        const { document, screen } = parseHtml(response.body);
        expect(textOf(document.querySelector("title")), url).toBe("Services | Genesis");
        screen.getByRole("heading", { level: 1, name: pages.services.heading });
        screen.getByRole("heading", { level: 2, name: servicesPageCopy.gridHeading });
        screen.getByRole("heading", { level: 3, name: servicesPageCopy.promo.title });
        screen.getByRole("heading", { level: 2, name: servicesContactCopy.title });
        screen.getByRole("heading", { level: 3, name: servicesContactCopy.formHeading });
        expect(response.body, url).toContain(`${servicesPageCopy.learnMore}<svg`);
      }
      const fields = await opened("services", editor);
      expect(fields).toMatchObject({
        breadcrumbLabel: pages.services.breadcrumb[1]!.label,
        cardAction: servicesPageCopy.learnMore,
        promoAction: servicesPageCopy.promo.action.label,
        contactIntro: servicesContactCopy.intro,
        phoneLabel: servicesContactCopy.phoneLabel,
      });
    });

    it("refuses an empty required field at its field, keeping the typed values and saving nothing", async () => {
      const before = await stored("services");
      const fields = await opened("services", editor);
      const response = await postForm(
        app,
        editPath,
        { ...fields, contactTitle: "", promoText: "Kept promo words", cardAction: "x".repeat(41) },
        { cookie: editor },
      );
      expect(response.statusCode).toBe(422);
      const { document } = parseHtml(response.body);
      expect(textOf(document.getElementById("copy-contactTitle-error"))).toBe(errors.required);
      expect(textOf(document.getElementById("copy-cardAction-error"))).toBe(errors.tooLong(40));
      expect((document.getElementById("copy-promoText") as HTMLTextAreaElement).value).toBe(
        "Kept promo words",
      );
      expect(await stored("services")).toEqual(before);
    });

    it("shows the saved words on /services and /home-two/services at once, and keeps /about", async () => {
      for (const url of [...servicesPaths, ...aboutPaths]) await keep(url);
      const fields = await opened("services", editor);
      const saved = await postForm(
        app,
        editPath,
        {
          ...fields,
          heading: "What we do",
          breadcrumbLabel: "What we do",
          title: "What we do",
          cardAction: "Read on",
          promoTitle: "Not sure? Ask us.",
          contactTitle: "Let's build it together",
          addressLabel: "Office",
          formHeading: "Write to us",
        },
        { cookie: editor },
      );
      expect(saved.statusCode).toBe(303);
      expect((await stored("services"))?.updated_by).toBe(EDITOR.email);

      for (const url of servicesPaths) {
        const response = await get(app, url);
        expect(response.headers["x-render-cache"], url).not.toBe("hit");
        const { document, screen } = parseHtml(response.body);
        expect(textOf(document.querySelector("h1")), url).toBe("What we do");
        expect(textOf(document.querySelector("title")), url).toBe("What we do | Genesis");
        expect(
          textOf(document.querySelector('nav[aria-label="Breadcrumb"] [aria-current]')),
          url,
        ).toBe("What we do");
        expect(response.body, url).toContain("Read on<svg");
        expect(response.body, url).not.toContain(`${servicesPageCopy.learnMore}<svg`);
        screen.getByRole("heading", { level: 3, name: "Not sure? Ask us." });
        screen.getByRole("heading", { level: 2, name: "Let's build it together" });
        screen.getByRole("heading", { level: 3, name: "Write to us" });
        expect(textOf(sectionWith(document, "services-contact-heading")), url).toContain("Office");
        expect(response.body, url).not.toContain(servicesContactCopy.title);
      }
      for (const url of aboutPaths) {
        expect((await get(app, url)).headers["x-render-cache"], url).toBe("hit");
      }
    });
  });
});
