import { describe, expect, it } from "vitest";
import { aboutCopy } from "../../../app/content/about.ts";
import {
  allPosts,
  blogArticle,
  blogCategories,
  blogPosts,
  blogTags,
  olderPosts,
  relatedPosts,
} from "../../../app/content/blog.ts";
import { footerCopy } from "../../../app/content/footer.ts";
import { privacy, terms } from "../../../app/content/legal.ts";
import { partners } from "../../../app/content/partners.ts";
import { projectDetails } from "../../../app/content/project-details.ts";
import {
  copyForService,
  genericServiceCopy,
  serviceCopy,
} from "../../../app/content/service-copy.ts";
import { serviceDetailsWords } from "../../../app/content/service-page.ts";
import { fillWords } from "../../../app/lib/fill-words.ts";
import { services } from "../../../app/content/services.ts";
import { teamMembers, teamNetworkNames, type TeamNetwork } from "../../../app/content/team.ts";
import { mailtoHref, telHref } from "../../../app/lib/contact-links.ts";
import { builtPublicConfig, seededContact } from "../../support/built-config.ts";
import { portfolioSeed } from "../../../server/db/seed-data.ts";
import {
  headingLevels,
  headingsSkipped,
  sectionWith,
  showsDrawing,
  textOf,
  type HtmlPage,
} from "../../support/html-page.ts";
import { readSitePage } from "../../support/site-app.ts";
import { within } from "@testing-library/dom";

/**
 * The inner pages' content under both prefixes, read from the built server's HTML
 * (these were browser checks in tests/e2e/inner-pages.spec.ts). What only
 * a browser shows (counters counting, columns per width, the map loading when near,
 * client-side pagination and search, axe) stays in that spec. The site's app and its
 * pages are the other whole-site checks' (../site.test.ts).
 */

// The contact details the build wrote into the pages.
const config = builtPublicConfig;
const contact = seededContact;

const title = (p: HtmlPage) => p.document.title;
const description = (p: HtmlPage) =>
  p.document.querySelector('meta[name="description"]')?.getAttribute("content");

function expectBreadcrumb(p: HtmlPage, links: [string, string][], current: string) {
  const breadcrumb = within(p.screen.getByRole("navigation", { name: "Breadcrumb" }));
  for (const [name, href] of links) {
    expect(breadcrumb.getByRole("link", { name }).getAttribute("href")).toBe(href);
  }
  expect(breadcrumb.getByText(current).getAttribute("aria-current")).toBe("page");
}

function expectHeadingsInOrder(p: HtmlPage) {
  expect(headingsSkipped(headingLevels(p.document))).toEqual([]);
}

function expectNewTabLink(link: HTMLElement, hrefPart: string) {
  expect(link.getAttribute("href")).toContain(hrefPart);
  expect(link.getAttribute("target")).toBe("_blank");
  expect(link.getAttribute("rel")).toMatch(/noopener/);
}

it("gives a service added without its own copy the generic text", () => {
  const added = {
    ...services[0]!,
    id: 42,
    title: "Cloud Migration",
    description: "Move to the cloud.",
  };
  const copy = copyForService(added);
  expect(copy).toEqual(genericServiceCopy(added));
  expect(copy.overview).toContain("Cloud Migration");
  expect(copy.benefits.length).toBeGreaterThan(0);
  expect(copy.keyFeatures.items.length).toBeGreaterThan(0);
  expect(copy.approach.steps.length).toBeGreaterThan(0);
  for (const service of services) expect(copyForService(service)).toBe(serviceCopy[service.id]);
  // The copy of every page is its own.
  expect(new Set(services.map((s) => serviceCopy[s.id]!.why)).size).toBe(services.length);
  expect(fillWords(serviceDetailsWords.whyHeading, { title: "X" })).toBe(
    "Why Your Business Needs X",
  );
});

describe.each(["", "/home-two"])("under '%s/'", (prefix) => {
  it("About: header, about and who-we-are blocks, counters' final values, values, team, partners", async () => {
    const p = await readSitePage(`${prefix}/about`);
    expect(p.status).toBe(200);
    expect(title(p)).toBe("About Us | Genesis");
    expect(description(p)).toMatch(/scalable tech for startups and businesses/);
    p.screen.getByRole("heading", { level: 1, name: "About Us" });
    expectBreadcrumb(p, [["Home", "/"]], "About Us");
    p.screen.getByRole("heading", { level: 2, name: aboutCopy.intro.title });
    expect(p.screen.getAllByText(/We build scalable tech for startups and businesses/)).not.toEqual(
      [],
    );
    p.screen.getByRole("heading", { level: 2, name: aboutCopy.whoWeAre.title });

    // Counters: their final values in the HTML, for everyone and for a page without
    // scripts; counting up from 0 once seen is the browser's (tests/e2e/inner-pages.spec.ts).
    const counter = (target: string) => p.document.querySelector(`[data-target="${target}"]`)!;
    expect(textOf(counter("5000").querySelector(".sr-only"))).toBe("5,000+");
    expect(textOf(counter("25").querySelector(".sr-only"))).toBe("25");
    expect(textOf(counter("5000").querySelector('[aria-hidden="true"]'))).toBe("5,000+");

    for (const value of aboutCopy.values.items) {
      p.screen.getByRole("heading", { level: 3, name: value.title });
    }
    // A member's card links to their own profiles only, never to the company's pages.
    const companyPages = footerCopy.social.map((s) => s.href);
    const cards = p.screen.getAllByRole("article");
    for (const member of teamMembers) {
      const card = cards.find((c) => textOf(c).includes(member.name));
      expect(card, member.name).toBeDefined();
      expect(textOf(card)).toContain(member.designation);
      const profiles = Object.entries(member.socialLinks) as [TeamNetwork, string][];
      expect(within(card!).queryAllByRole("link")).toHaveLength(profiles.length);
      for (const [network, href] of profiles) {
        expect(companyPages).not.toContain(href);
        const name = `${member.name} on ${teamNetworkNames[network]}`;
        expect(within(card!).getByRole("link", { name }).getAttribute("href")).toBe(href);
      }
    }
    for (const partner of partners) p.screen.getByRole("img", { name: partner.title });
    expect(
      p.screen.getAllByRole("link", { name: "Start a project" }).at(-1)!.getAttribute("href"),
    ).toBe("/contact");
    expectHeadingsInOrder(p);
  });

  it("Services: all ten services link to their pages, then the 'Talk to us' block with the configured details", async () => {
    const p = await readSitePage(`${prefix}/services`);
    expect(title(p)).toBe("Services | Genesis");
    p.screen.getByRole("heading", { level: 1, name: "Services" });
    expectBreadcrumb(p, [["Home", "/"]], "Services");

    const grid = within(sectionWith(p.document, "services-grid-heading"));
    for (const service of services) {
      expect(grid.getByRole("link", { name: service.title }).getAttribute("href")).toBe(
        `/service/${service.id}`,
      );
      grid.getByText(service.description);
    }

    const block = sectionWith(p.document, "services-contact-heading");
    expect(textOf(block)).toContain("Talk to us");
    within(block).getByRole("heading", {
      level: 2,
      name: "Empowering Progress Through Technology",
    });
    expect(textOf(block)).toContain(contact.address);
    const links = within(block);
    expect(links.getByRole("link", { name: contact.email }).getAttribute("href")).toBe(
      mailtoHref(contact.email),
    );
    expect(links.getByRole("link", { name: contact.phone }).getAttribute("href")).toBe(
      telHref(contact.phone),
    );
    expect(block.querySelectorAll("form")).toHaveLength(1);
    expectHeadingsInOrder(p);
  });

  it.each(services.map((s) => [s.id, s] as const))(
    "Service details %i shows its own banner, title and sections",
    async (id, service) => {
      const copy = serviceCopy[id]!;
      const p = await readSitePage(`${prefix}/service/${id}`);
      expect(p.status).toBe(200);
      expect(title(p)).toBe(`${service.title} | Genesis`);
      expect(textOf(p.document.querySelector("h1"))).toBe(service.title);
      expectBreadcrumb(
        p,
        [
          ["Home", "/"],
          ["Services", "/services"],
        ],
        service.title,
      );
      const main = p.document.querySelector("main")!;
      const m = within(main);
      // The banner is the page's largest image: it comes inside the document.
      const banner = main.querySelector("img");
      expect(showsDrawing(banner?.getAttribute("src") ?? null, service.bannerImage)).toBe(true);
      m.getByText(service.description);
      m.getByText(copy.overview);
      m.getByRole("heading", { level: 2, name: `Why Your Business Needs ${service.title}` });
      m.getByText(copy.why);
      for (const benefit of copy.benefits)
        m.getByRole("heading", { level: 3, name: benefit.title });
      m.getByRole("heading", { level: 2, name: "Key Features" });
      m.getByText(copy.keyFeatures.intro);
      const items = m.getAllByRole("listitem").map(textOf);
      for (const item of copy.keyFeatures.items) {
        expect(
          items.filter((text) => text.includes(item)),
          item,
        ).toHaveLength(1);
      }
      m.getByRole("heading", { level: 2, name: "Our Approach" });
      m.getByText(copy.approach.intro);
      m.getByText("All shared information is treated with strict confidentiality.");
      expect(m.getByRole("link", { name: service.title }).getAttribute("aria-current")).toBe(
        "page",
      );
      expectHeadingsInOrder(p);
    },
  );

  it.each(["0", "11", "abc"])("/service/%s is 'Service Not Found' with status 404", async (id) => {
    const p = await readSitePage(`${prefix}/service/${id}`);
    expect(p.status).toBe(404);
    expect(title(p)).toBe("Service Not Found | Genesis");
    p.screen.getByRole("heading", { level: 1, name: "Service Not Found" });
    p.screen.getByText("The requested service could not be found.");
    expect(p.screen.getByRole("link", { name: "View all services" }).getAttribute("href")).toBe(
      "/services",
    );
  });

  it("Project details: breadcrumb, the featured project's facts, share links of this page, text and images", async () => {
    const p = await readSitePage(`${prefix}/project-details`);
    expect(title(p)).toBe("Projects Details | Genesis");
    p.screen.getByRole("heading", { level: 1, name: "Projects Details" });
    expectBreadcrumb(
      p,
      [
        ["Home", "/"],
        ["Projects", "/projects"],
      ],
      "Projects Details",
    );
    // The featured project from the database, with its own facts.
    const panel = sectionWith(p.document, "project-info-heading");
    const terms = within(panel).getAllByRole("term").map(textOf);
    const definitions = within(panel).getAllByRole("definition").map(textOf);
    for (const [label, value] of [
      ["Client", "Northwind Analytics"],
      ["Category", "Web Platform & AI Integration"],
      ["Year", "2024"],
    ]) {
      expect(
        terms.some((t) => t.includes(label!)),
        label,
      ).toBe(true);
      expect(
        definitions.some((d) => d.includes(value!)),
        value,
      ).toBe(true);
    }
    const url = encodeURIComponent(`${config.siteUrl}${prefix}/project-details`);
    for (const network of ["LinkedIn", "X", "Facebook"]) {
      expectNewTabLink(
        within(panel).getByRole("link", { name: new RegExp(`Share on ${network}`) }),
        url,
      );
    }
    p.screen.getByRole("heading", { level: 2, name: "Northwind Analytics" });
    for (const section of projectDetails.sections) {
      p.screen.getByRole("heading", { level: 2, name: section.heading });
    }
    p.screen.getByRole("img", { name: projectDetails.heroImage.alt });
    for (const image of projectDetails.gallery) {
      expect(
        p.screen.getAllByRole("img", { name: image.alt }).at(-1)!.getAttribute("loading"),
      ).toMatch(/lazy|eager/);
    }
    expect(p.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${config.siteUrl}/projects/northwind-analytics`,
    );
    expectHeadingsInOrder(p);
  });

  describe("Blog", () => {
    const articles = (p: HtmlPage) =>
      within(p.document.querySelector("main")!).queryAllByRole("article");
    const pagination = (p: HtmlPage) =>
      within(p.screen.getByRole("navigation", { name: "Blog pages" }));

    it("lists three posts, links to its real pages, and has the sidebar", async () => {
      const p = await readSitePage(`${prefix}/blog`);
      expect(title(p)).toBe("Blog | Genesis");
      p.screen.getByRole("heading", { level: 1, name: "Blog" });
      expectBreadcrumb(p, [["Home", "/"]], "Blog");

      const posts = articles(p);
      expect(posts).toHaveLength(3);
      for (const [i, post] of blogPosts.entries()) {
        const card = within(posts[i]!);
        expect(textOf(card.getByRole("heading", { level: 3 }))).toBe(post.title);
        expect(textOf(posts[i]!.querySelector(`time[datetime="${post.date}"]`))).toBe(
          post.dateText,
        );
        card.getByText("By admin");
        card.getByText(post.description);
        // Each card opens its own post.
        expect(card.getByRole("link", { name: /^Read More/ }).getAttribute("href")).toBe(
          `${prefix}/blog/${post.slug}`,
        );
      }

      const pages = pagination(p);
      expect(pages.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
      expect(pages.getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe(
        `${prefix}/blog?page=2`,
      );
      expect(pages.getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe(
        `${prefix}/blog?page=3`,
      );
      expect(pages.queryAllByRole("link", { name: /^Previous/ })).toHaveLength(0);
      expect(pages.getByRole("link", { name: /^Next/ }).getAttribute("href")).toBe(
        `${prefix}/blog?page=2`,
      );

      // Sidebar: search, six categories with counts, recent posts, six tags.
      p.screen.getByRole("searchbox", { name: "Search the blog" });
      const categories = within(
        p.screen.getByRole("navigation", { name: "Categories" }),
      ).getAllByRole("link");
      expect(categories).toHaveLength(6);
      for (const category of blogCategories) {
        const link = categories.find((c) => textOf(c).includes(category.name))!;
        expect(link, category.name).toBeDefined();
        expect(within(link.parentElement!).getByRole("link").getAttribute("href")).toBe(
          link.getAttribute("href"),
        );
        expect(
          within(link.parentElement!).getByRole("link", {
            name: new RegExp(`^${category.name}.*${category.count} posts?$`),
          }),
        ).toBe(link);
      }
      const recent = p.document.querySelector<HTMLElement>("#blog-recent-heading + ul")!;
      for (const post of relatedPosts) {
        const item = within(recent)
          .getAllByRole("listitem")
          .find((li) => textOf(li).includes(post.title))!;
        expect(textOf(item)).toContain(post.category);
        // The count of approved comments.
        expect(textOf(item)).toMatch(/\d+ Comments?/);
        expect(within(item).getByRole("link").getAttribute("href")).toBe(
          `${prefix}/blog/${allPosts.find((a) => a.title === post.title)!.slug}`,
        );
      }
      const tags = within(p.screen.getByRole("navigation", { name: "Tags" })).getAllByRole("link");
      expect(tags.map(textOf)).toEqual(blogTags.map((t) => t.name));
      expectHeadingsInOrder(p);
    });

    it("pages 2 and 3 show the older posts, with Previous and Next where they lead somewhere", async () => {
      const second = await readSitePage(`${prefix}/blog?page=2`);
      expect(title(second)).toBe("Blog, page 2 | Genesis");
      expect(
        articles(second).map((a) => textOf(within(a).getByRole("heading", { level: 3 }))),
      ).toEqual(olderPosts.slice(0, 3).map((p) => p.title));
      expect(
        pagination(second).getByRole("link", { name: "Page 2" }).getAttribute("aria-current"),
      ).toBe("page");
      expect(
        pagination(second)
          .getByRole("link", { name: /^Previous/ })
          .getAttribute("href"),
      ).toMatch(new RegExp(`^${prefix}/blog(\\?page=1)?$`));

      const third = await readSitePage(`${prefix}/blog?page=3`);
      expect(
        articles(third).map((a) => textOf(within(a).getByRole("heading", { level: 3 }))),
      ).toEqual(olderPosts.slice(3, 6).map((p) => p.title));
      expect(pagination(third).queryAllByRole("link", { name: /^Next/ })).toHaveLength(0);
      expect(
        pagination(third)
          .getByRole("link", { name: /^Previous/ })
          .getAttribute("href"),
      ).toBe(`${prefix}/blog?page=2`);
    });

    it("a category's address lists its posts under a heading that names it", async () => {
      const mobileApps = blogCategories.find((c) => c.name === "Mobile Apps")!;
      const p = await readSitePage(`${prefix}/blog?category=${mobileApps.slug}`);
      expect(articles(p)).toHaveLength(mobileApps.count);
      p.screen.getByRole("heading", { level: 2, name: "Posts in “Mobile Apps”" });
    });

    it("a search address finds a post by a word of its description", async () => {
      const post = blogPosts[1]!;
      const word = "assumption";
      expect(post.description).toContain(word);
      expect(allPosts.filter((a) => `${a.title} ${a.description}`.includes(word))).toHaveLength(1);

      const p = await readSitePage(`${prefix}/blog?q=${word}`);
      expect(p.status).toBe(200);
      const posts = articles(p);
      expect(posts.map((a) => textOf(within(a).getByRole("heading", { level: 3 })))).toEqual([
        post.title,
      ]);
      expect(textOf(within(p.document.querySelector("main")!).getByRole("status"))).toBe(
        "1 post found",
      );
      p.screen.getByRole("heading", { level: 2, name: `Search results for “${word}”` });
      expect(
        (p.screen.getByRole("searchbox", { name: "Search the blog" }) as HTMLInputElement).value,
      ).toBe(word);
      expect(title(p)).toBe(`Search results for “${word}” | Genesis`);
      expect(p.html).not.toContain(blogPosts[0]!.description);
    });

    it("a search that finds nothing says so and offers every post", async () => {
      const p = await readSitePage(`${prefix}/blog?q=quantum+teleportation`);
      expect(p.status).toBe(200);
      p.screen.getByText("No posts match “quantum teleportation”.");
      expect(textOf(within(p.document.querySelector("main")!).getByRole("status"))).toBe(
        "No posts found",
      );
      expect(articles(p)).toHaveLength(0);
      expect(p.screen.queryAllByRole("navigation", { name: "Blog pages" })).toHaveLength(0);
      expect(
        p.screen.getAllByRole("link", { name: "Show all posts" })[0]!.getAttribute("href"),
      ).toBe(`${prefix}/blog`);
      expectHeadingsInOrder(p);
    });
  });

  it("Blog details: the article, its tags, share and neighbour links, the sidebar and the comment form", async () => {
    const p = await readSitePage(`${prefix}/blog-details`);
    expect(title(p)).toBe(`${blogArticle.title} | Genesis`);
    p.screen.getByRole("heading", { level: 1, name: "Blog Details" });
    expectBreadcrumb(
      p,
      [
        ["Home", "/"],
        ["Blog", "/blog"],
      ],
      "Blog Details",
    );
    const articleElement = p.document.querySelector("article")!;
    const article = within(articleElement);
    expect(textOf(p.document.querySelector("#article-title"))).toBe(blogArticle.title);
    article.getByText("By admin");
    article.getByText(blogArticle.category);
    // The count of approved comments.
    expect(article.getAllByText(/^\d+ Comments?$/)).not.toEqual([]);
    expect(textOf(articleElement.querySelector("blockquote"))).toBe(blogArticle.quote.text);
    for (const tag of blogArticle.tags) {
      expect(article.getByRole("link", { name: tag }).getAttribute("href")).toMatch(
        new RegExp(`^${prefix}/blog\\?tag=`),
      );
    }
    const url = encodeURIComponent(`${config.siteUrl}${prefix}/blog-details`);
    for (const network of ["LinkedIn", "X", "Facebook"]) {
      expectNewTabLink(article.getByRole("link", { name: new RegExp(`Share on ${network}`) }), url);
    }
    // The latest post; its neighbour is the next older post's own page.
    const neighbours = within(p.screen.getByRole("navigation", { name: "More posts" }));
    expect(neighbours.getByRole("link", { name: /^Previous post/ }).getAttribute("href")).toBe(
      `${prefix}/blog/${blogPosts[1]!.slug}`,
    );
    const comment = sectionWith(p.document, "comment-heading");
    within(comment).getByRole("heading", { level: 2, name: "Leave A Comment" });
    expect(comment.querySelectorAll("form")).toHaveLength(1);
    expect(
      within(p.screen.getByRole("navigation", { name: "Categories" })).getAllByRole("link"),
    ).toHaveLength(6);
    // The sidebar's search leads to the list of this copy of the site.
    const search = p.screen.getByRole("searchbox", { name: "Search the blog" });
    expect(search.closest("form")?.getAttribute("action")).toBe(`${prefix}/blog`);
    expectHeadingsInOrder(p);
  });

  it("Contact: the configured phone, e-mail and address cards, the form, the map's links, the closing block", async () => {
    const p = await readSitePage(`${prefix}/contact`);
    expect(title(p)).toBe("Contact Us | Genesis");
    p.screen.getByRole("heading", { level: 1, name: "Contact Us" });
    expectBreadcrumb(p, [["Home", "/"]], "Contact Us");

    const cards = within(sectionWith(p.document, "contact-cards-heading")).getAllByRole("listitem");
    const card = (label: string) => within(cards.find((c) => textOf(c).includes(label))!);
    expect(card("Phone").getByRole("link", { name: contact.phone }).getAttribute("href")).toBe(
      telHref(contact.phone),
    );
    expect(telHref(contact.phone)).toMatch(/^tel:\+?\d{7,}$/);
    expect(card("Email").getByRole("link", { name: contact.email }).getAttribute("href")).toBe(
      `mailto:${contact.email}`,
    );
    card("Location").getByText(contact.address);
    expect(card("Location").queryAllByRole("link")).toHaveLength(0);

    const getInTouch = sectionWith(p.document, "get-in-touch-heading");
    expect(textOf(getInTouch)).toContain("Get In Touch");
    expect(getInTouch.querySelectorAll("form")).toHaveLength(1);

    // The map: no frame in the HTML (it loads when near: the browser spec), its address links are.
    const map = sectionWith(p.document, "map-heading");
    expect(map.querySelector("[data-map]")?.getAttribute("data-map")).toBe("idle");
    expect(map.querySelectorAll("iframe")).toHaveLength(0);
    const address = encodeURIComponent(contact.address);
    expectNewTabLink(
      within(map).getByRole("link", { name: /Open the address in Google Maps/ }),
      address,
    );
    expectNewTabLink(within(map).getByRole("link", { name: /OpenStreetMap/ }), address);

    const closing = within(sectionWith(p.document, "contact-closing-heading"));
    expect(textOf(closing.getByRole("heading", { level: 2 }))).toBe("Prefer to talk it through?");
    expect(closing.getByRole("link", { name: /Call us/ }).getAttribute("href")).toBe(
      telHref(contact.phone),
    );
    expect(closing.getByRole("link", { name: /Write to us/ }).getAttribute("href")).toBe(
      mailtoHref(contact.email),
    );
    expectHeadingsInOrder(p);
  });

  it.each([
    ["terms", terms, "Terms"],
    ["privacy", privacy, "Privacy"],
  ] as const)(
    "%s, from the seed: its title, 'Last updated November 1, 2026', the contents and each section",
    async (key, seed, crumb) => {
      const p = await readSitePage(`${prefix}/${key}`);
      expect(p.status).toBe(200);
      expect(title(p)).toBe(`${seed.title} | Genesis`);
      expect(description(p)).toBe(seed.description);
      p.screen.getByRole("heading", { level: 1, name: seed.heading });
      expectBreadcrumb(p, [["Home", "/"]], crumb);
      const updated = p.document.querySelector("article time");
      expect(textOf(updated?.parentElement)).toBe("Last updated November 1, 2026");
      expect(updated?.getAttribute("datetime")).toBe("2026-11-01");
      const contents = within(p.screen.getByRole("navigation", { name: "Contents" }));
      for (const section of seed.sections) {
        const id = `user-content-${section.id}`;
        expect(contents.getByRole("link", { name: section.heading }).getAttribute("href")).toBe(
          `${prefix}/${key}#${id}`,
        );
        const heading = p.document.getElementById(id)!;
        expect(heading.tagName).toBe("H2");
        expect(textOf(heading)).toContain(section.heading);
        for (const paragraph of section.paragraphs) {
          expect(textOf(heading.nextElementSibling)).toBe(paragraph);
        }
      }
      expectHeadingsInOrder(p);
    },
  );
});

describe("every post and project from the database, on its own page", () => {
  it.each(allPosts.map((post) => [post.slug, post] as const))(
    "/blog/%s shows its title, date and text",
    async (slug, post) => {
      const p = await readSitePage(`/blog/${slug}`);
      expect(p.status).toBe(200);
      expect(textOf(p.document.querySelector("#article-title"))).toBe(post.title);
      expect(p.document.querySelector(`article time[datetime^="${post.date}"]`)).not.toBeNull();
      // The latest post is the full article of the seed; the others, their summary and a close.
      const text = post.slug === blogArticle.slug ? blogArticle.quote.text : post.description;
      expect(textOf(p.document.querySelector("article"))).toContain(text);
      expectHeadingsInOrder(p);
    },
  );

  it.each(portfolioSeed.map((project) => [project.slug!, project] as const))(
    "/projects/%s shows its name, client, category and year",
    async (slug, project) => {
      const p = await readSitePage(`/projects/${slug}`);
      expect(p.status).toBe(200);
      expect(p.screen.getAllByRole("heading", { name: project.name }).length).toBeGreaterThan(0);
      const facts = textOf(p.document.querySelector("main"));
      for (const fact of [project.client, project.category, String(project.year)]) {
        expect(facts).toContain(fact);
      }
      expectHeadingsInOrder(p);
    },
  );
});
