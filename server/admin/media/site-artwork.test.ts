import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { portfolioSeed } from "../../db/seed-data.ts";
import { postSeed } from "../../db/seed-posts.ts";
import { partners } from "../../../app/content/partners.ts";
import { services } from "../../../app/content/services.ts";
import { teamMembers } from "../../../app/content/team.ts";
import { testimonials } from "../../../app/content/testimonials.ts";
import { siteArtwork } from "../../../app/content/admin/site-artwork.ts";

const publicFile = (src: string) => join(import.meta.dirname, "../../../public", src);

describe("the site's artwork in the media library", () => {
  it("lists files that ship under public/images, each once, at their drawn size", () => {
    expect(new Set(siteArtwork.map((art) => art.src)).size).toBe(siteArtwork.length);
    for (const art of siteArtwork) {
      expect(existsSync(publicFile(art.src)), art.src).toBe(true);
      expect(art.alt, art.src).not.toBe("");
      if (art.src.endsWith(".svg")) {
        const svg = readFileSync(publicFile(art.src), "utf8");
        expect(svg, art.src).toContain(`width="${art.width}" height="${art.height}"`);
      }
    }
  });

  it("holds every picture the seeded content names in an image field", () => {
    const listed = new Set(siteArtwork.map((art) => art.src));
    const named = [
      ...portfolioSeed.flatMap((project) => [
        project.image,
        ...(JSON.parse(project.gallery ?? "[]") as { src: string }[]).map((g) => g.src),
      ]),
      ...postSeed.map((post) => post.cover_image),
      ...services.map((service) => service.bannerImage),
      ...teamMembers.map((member) => member.image),
      ...testimonials.map((testimonial) => testimonial.img),
      ...partners.map((partner) => partner.image),
    ];
    for (const src of named) if (src?.startsWith("/images/")) expect(listed, src).toContain(src);
  });
});
