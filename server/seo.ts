import type { FastifyInstance } from "fastify";
import { publicPaths } from "../app/lib/seo.ts";
import type { Config } from "./config.ts";

/** /sitemap.xml (every canonical public page, on SITE_URL) and /robots.txt pointing to it. */
export async function seoRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPaths.map((path) => `  <url><loc>${escapeXml(config.siteUrl + path)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  const robots = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "",
    `Sitemap: ${config.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");

  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(sitemap),
  );
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(robots),
  );
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
