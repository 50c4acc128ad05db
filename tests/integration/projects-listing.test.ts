import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { portfolioSeed } from "../../server/db/seed-data.ts";
import { startBuiltApp } from "../support/built-app.ts";
import { readPage, textOf } from "../support/html-page.ts";

/**
 * The Projects listing as the server renders it, from the database (these were
 * browser checks in tests/e2e/projects.spec.ts, which keeps client-side navigation
 * through the API client and its failure).
 */

describe("with the seeded portfolio", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await startBuiltApp({ seed: true }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(["/projects", "/home-two/projects"])(
    "%s shows the seeded projects in the server's HTML, in order",
    async (path) => {
      const p = await readPage(app, path);
      expect(p.status).toBe(200);
      p.screen.getByRole("heading", { level: 1, name: "Projects" });
      const breadcrumb = within(p.screen.getByRole("navigation", { name: "Breadcrumb" }));
      expect(breadcrumb.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
      expect(breadcrumb.getByText("Projects").getAttribute("aria-current")).toBe("page");

      const cards = p.screen.getAllByRole("article");
      expect(cards.map((card) => textOf(within(card).getByRole("heading", { level: 2 })))).toEqual(
        portfolioSeed.map((item) => item.name),
      );
      const image = cards[0]!.querySelector("img")!;
      expect(image.getAttribute("width")).toMatch(/^\d+$/);
      expect(image.getAttribute("height")).toMatch(/^\d+$/);
      // The picture itself is served (its loading in a page: tests/e2e/projects.spec.ts).
      const src = image.getAttribute("src")!;
      const picture = await app.inject({ url: src.startsWith("data:") ? "/" : src });
      expect(picture.statusCode).toBe(200);
    },
  );
});

describe("with no project published", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await startBuiltApp({ seed: false }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(["/projects", "/home-two/projects"])("%s shows 'No Project Found'", async (path) => {
    const p = await readPage(app, path);
    expect(p.status).toBe(200);
    p.screen.getByRole("heading", { name: "No Project Found" });
    expect(p.screen.queryAllByRole("article")).toHaveLength(0);
  });
});
