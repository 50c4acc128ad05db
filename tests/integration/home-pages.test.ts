import { within } from "@testing-library/dom";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bannerRotator } from "../../app/content/home/banner-rotator.ts";
import { pricingSection } from "../../app/content/home/pricing.ts";
import { processSection, processSectionTwo } from "../../app/content/home/process.ts";
import { textBand } from "../../app/content/home/text-band.ts";
import { startBuiltApp } from "../support/built-app.ts";
import { readPage, textOf, type HtmlPage } from "../support/html-page.ts";
import { everyScreen } from "../support/screens.ts";

/**
 * The two home pages' words, numbers and links as the built server sends them
 * (these were browser checks in tests/e2e/home.spec.ts, which keeps the
 * rotator, the sliders, the process strip's hover and the video dialog).
 */

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startBuiltApp({ seed: true }));
});
afterAll(async () => {
  await app?.close();
});

const main = (p: HtmlPage) => within(p.document.querySelector("main")!);

describe("the main home page", () => {
  it("shows every section's texts and numbers, in order", async () => {
    const p = await readPage(app, "/");
    expect(textOf(p.document.querySelector("h1"))).toBe(
      "The Genesis Transforms Ideas into Reality",
    );
    p.screen.getByText(/move faster, build smarter and stand out online/);
    expect([...p.document.querySelectorAll("main h2")].map(textOf)).toEqual([
      "Solutions We Deliver",
      "Smart Solutions for a Digital World",
      "End-to-End Software Solutions for Every Need",
      "Technology that Moves You Forward",
      "Shaping the Future with Technology",
      "Advancing Technology for A Better Tomorrow",
      "Simple plans for ongoing care",
    ]);
    for (const name of [
      "Website Development Solutions",
      "Mobile App Development",
      "UI/UX Design Services",
      "Web Solutions",
      "Software Solutions",
      "App Development",
      "Design Services",
    ]) {
      p.screen.getByRole("heading", { level: 3, name });
    }
    for (const step of processSection.steps) {
      p.screen.getByRole("button", { name: new RegExp(step.name) });
    }
    expect(p.screen.getAllByRole("link", { name: "Contact Us" })[0]!.getAttribute("href")).toBe(
      "/contact",
    );
    const band = within(p.screen.getByRole("region", { name: textBand.label }));
    for (const item of textBand.items) expect(band.getAllByText(item)).not.toEqual([]);
    p.screen.getByText("Pricing plan");
  });

  it("lists every service of the rotator for screen readers, in order", async () => {
    const p = await readPage(app, "/");
    const list = p.screen.getByRole("list", { name: bannerRotator.label });
    expect(within(list).getAllByRole("listitem").map(textOf)).toEqual([...bannerRotator.items]);
  });

  it("pricing shows the three plans, their prices and the same four features", async () => {
    const p = await readPage(app, "/");
    const plans = [...p.document.querySelectorAll("article[aria-labelledby^='plan-']")];
    expect(plans).toHaveLength(3);
    for (const [i, [title, price]] of [
      ["Web Support", "$29"],
      ["Site Assist", "$39"],
      ["Tech Support", "$19"],
    ].entries()) {
      const plan = within(plans[i] as HTMLElement);
      expect(textOf(plan.getByRole("heading", { level: 3 }))).toBe(title);
      plan.getByText(price!);
      expect([...plans[i]!.querySelectorAll("ul li")].map(textOf)).toEqual([
        ...pricingSection.features,
      ]);
      expect(plan.getByRole("link", { name: "Get Now" }).getAttribute("href")).toMatch(
        /^\/contact\?plan=/,
      );
    }
  });

  it("the process marks its first step active before any script runs", async () => {
    const p = await readPage(app, "/");
    const active = p.document.querySelectorAll(
      'section[aria-labelledby="process-title"] [aria-current="step"]',
    );
    expect([...active].map(textOf)).toEqual([expect.stringContaining("Project Requirements")]);
  });
});

describe("the second home page", () => {
  it("shows its sections' texts, links and the projects from the database", async () => {
    const p = await readPage(app, "/home-two");
    expect(textOf(p.document.querySelector("h1"))).toBe(
      "Advancing Technology for A Better Tomorrow",
    );
    expect(p.screen.getAllByRole("button", { name: "Play the Genesis showreel" })).not.toEqual([]);
    p.screen.getByRole("heading", { name: "Next-Level IT for Next-Level Businesses" });
    expect(p.screen.getByRole("link", { name: "Sign Up Today" }).getAttribute("href")).toBe(
      "/contact",
    );
    expect(
      p.screen.getAllByRole("link", { name: "View Services" }).at(-1)!.getAttribute("href"),
    ).toBe("/services");
    const services = within(p.screen.getByRole("region", { name: "Our services" }));
    expect(services.getAllByRole("link")).toHaveLength(10);
    expect(services.getAllByText("Read More")).not.toEqual([]);
    expect(services.getByRole("link", { name: "Mobile App" }).getAttribute("href")).toBe(
      "/service/2",
    );
    const projects = within(p.screen.getByRole("region", { name: "Latest projects" }));
    expect(textOf(projects.getAllByRole("heading", { level: 3 })[0])).toBe("Northwind Analytics");
    // Each card opens the project it shows.
    expect(projects.getAllByRole("link")[0]!.getAttribute("href")).toBe(
      "/home-two/projects/northwind-analytics",
    );
    const team = p.document.querySelector("section[aria-labelledby='team-two-title']")!;
    expect(team.querySelectorAll("article")).toHaveLength(4);
    expect(
      within(team as HTMLElement)
        .getByRole("link", { name: "Contact Us" })
        .getAttribute("href"),
    ).toBe("/contact");
    const blog = within(p.screen.getByRole("region", { name: "Latest articles" }));
    // Each teaser opens its own post.
    expect(blog.getAllByRole("link", { name: /^Read More/ })[0]!.getAttribute("href")).toBe(
      "/home-two/blog/seven-signs-your-website-is-slowing-your-business-down",
    );
    expect(main(p).getAllByRole("article").length).toBeGreaterThan(4);
  });

  it("testimonials show a five-star rating", async () => {
    const p = await readPage(app, "/home-two");
    const slider = within(p.screen.getByRole("region", { name: "Client testimonials" }));
    expect(slider.getAllByRole("img", { name: /^Rated [45] out of 5$/ })).toHaveLength(4);
    expect(
      slider.getAllByRole("img", { name: "Rated 5 out of 5" })[0]!.querySelectorAll("svg"),
    ).toHaveLength(5);
  });

  it("the process uses the spec's second wording, 'Gather Requirements' active first", async () => {
    const p = await readPage(app, "/home-two");
    const process = p.document.querySelector('section[aria-labelledby="process-title"]')!;
    expect(
      within(process as HTMLElement)
        .getAllByRole("button")
        .map(textOf),
    ).toEqual(
      processSectionTwo.steps.map((step) =>
        expect.stringMatching(new RegExp(`^${step.number} ?${step.name}`)),
      ),
    );
    expect(processSectionTwo.steps.map((step) => step.name)).toEqual([
      "Connect",
      "Gather Requirements",
      "Team Assignment",
      "Prototype",
      "Launch",
    ]);
    const active = process.querySelectorAll('[aria-current="step"]');
    expect([...active].map(textOf)).toEqual([expect.stringContaining("Gather Requirements")]);
  });
});

it("gives only the two home pages the section background on the body", async () => {
  // The body's own tag is all this reads: no document is built for the ~60 pages.
  const answers = await Promise.all(everyScreen.map((url) => app.inject({ url })));
  const withBackground = everyScreen.filter((_, i) => {
    const body = /<body\b[^>]*\bclass="([^"]*)"/.exec(answers[i]!.body)?.[1] ?? "";
    return body.split(/\s+/).includes("section-bg");
  });
  expect(
    answers.flatMap((answer, i) =>
      answer.statusCode === 200 ? [] : [`${everyScreen[i]} ${answer.statusCode}`],
    ),
  ).toEqual([]);
  expect(withBackground).toEqual(["/", "/home-two"]);
  // Every page is rendered for the first time here (none is pre-rendered):
  // about 10 s on a quiet machine, past the default 20 s on a loaded one.
}, 60_000);
