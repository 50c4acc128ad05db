import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPageStart } from "../../app/lib/finish-document.server.ts";
import { loadBudgets } from "../../scripts/bench/budgets.ts";
import { COMPILE_HINT, type ClientChunks } from "../../scripts/vite/client-chunks.ts";
import { startBuiltApp } from "../support/built-app.ts";

/**
 * The JavaScript each public page loads before any interaction, read from the
 * production build (no Lighthouse): the modules its document preloads, in
 * gzip bytes, against bench/budgets.json's `javaScriptBeforeInteraction`.
 * Island modules load later, when the visitor comes near them, so none may be
 * among them (docs/decisions/015-static-islands.md).
 */
const buildDir = resolve(process.env.BUILD_DIR || "build");
const budgets = loadBudgets().javaScriptBeforeInteraction;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The module files a page's document has the browser load (app/lib/finish-document.server.ts). */
function preloadedModules(html: string): string[] {
  // The modules the page bootstrap links after the first paint (app/lib/page-bootstrap.ts).
  const listed = readPageStart(html)?.modules ?? [];
  const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  const sources = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set([...listed, ...links, ...sources])];
}

/** Gzip bytes of a built file: its pre-compressed copy when the build made one. */
function gzipBytes(url: string): number {
  const file = join(buildDir, "client", url);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

describe("JavaScript before interaction, per page (production build)", () => {
  let app: FastifyInstance;
  let chunks: ClientChunks["chunks"];

  beforeAll(async () => {
    let database;
    ({ app, database } = await startBuiltApp({ seed: true }));
    // A second language, published before the first page is read (decision 049).
    const now = new Date().toISOString();
    await database.db
      .insertInto("languages")
      .values({
        code: "de",
        name: "Deutsch",
        published: 1,
        is_default: 0,
        position: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    chunks = (
      JSON.parse(readFileSync(join(buildDir, "client-chunks.json"), "utf8")) as ClientChunks
    ).chunks;
  });
  afterAll(async () => {
    await app?.close();
  });

  async function measure(path: string) {
    const response = await app.inject({ url: path });
    expect(response.statusCode, `${path} answers`).toBeLessThan(500);
    const modules = preloadedModules(response.body);
    const sizes = modules.map((url) => ({ url, bytes: gzipBytes(url) }));
    return { modules, total: sizes.reduce((sum, s) => sum + s.bytes, 0), sizes };
  }

  it.each(Object.entries(budgets))("%s stays within its budget", async (path, budget) => {
    const { total, sizes } = await measure(path);
    const detail = sizes
      .sort((a, b) => b.bytes - a.bytes)
      .map((s) => `${s.url} ${kB(s.bytes)}`)
      .join(", ");
    expect(total, `${path}: ${kB(total)} > ${kB(budget)} (${detail})`).toBeLessThanOrEqual(budget);
    // A page that loads nothing would pass any budget: it must at least hydrate.
    expect(sizes.some((s) => s.url.includes("entry.client"))).toBe(true);
  });

  it.each(Object.keys(budgets))(
    "%s in another language loads at most 1 kB more than in the default",
    async (path) => {
      const english = await measure(path);
      const german = await measure(path === "/" ? "/de" : `/de${path}`);
      expect(german.total - english.total, path).toBeLessThanOrEqual(1000);
    },
  );

  it.each(Object.keys(budgets))("%s loads no island's module before interaction", async (path) => {
    const { modules } = await measure(path);
    for (const url of modules) {
      const chunk = chunks[url.replace(/^\//, "")];
      expect(chunk, `${url} is a file of this build`).toBeDefined();
      expect(chunk!.island, `${path} preloads the island module ${chunk!.island}`).toBeNull();
    }
  });

  it("knows the islands the build made, so the check above can fail", () => {
    const islands = Object.values(chunks)
      .map((c) => c.island)
      .filter(Boolean);
    expect(islands).toEqual(
      expect.arrayContaining([
        "app/forms/contact-form.tsx",
        "app/components/layout/footer-parts.tsx",
        "app/components/sections/home/services-slider.tsx",
      ]),
    );
  });

  it("asks Chrome to compile React's file while it streams, and no other file", () => {
    const hinted = Object.keys(chunks).filter((file) =>
      readFileSync(join(buildDir, "client", file), "utf8").startsWith(COMPILE_HINT),
    );
    expect(hinted).toEqual([expect.stringMatching(/^assets\/react-[\w-]{8}\.js$/)]);
  });
});
