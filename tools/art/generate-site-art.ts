/**
 * Writes the site's illustrations, banners, portraits and logos (the list is below).
 * Like tools/art/generate-project-art.ts it draws everything from simple shapes
 * (helpers in ./shapes.ts and ./kit.ts), keeps each file's ids under its own
 * prefix and is deterministic.
 *
 *   npx tsx tools/art/generate-site-art.ts [filter]
 *
 * With a filter, only files whose path contains it are written.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { avatarPortrait, clients, portrait, team } from "./people.ts";
import * as blog from "./blog.ts";
import * as ill from "./illustrations.ts";
import { partnerLogo, partnerNames } from "./logos.ts";
import * as services from "./services.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

const files: Record<string, () => string> = {
  "public/images/video-poster.svg": ill.videoPoster,
  "public/images/home/intro.svg": ill.intro,
  "public/images/home/hero-two.svg": ill.heroTwo,
  "public/images/about/about-main.svg": ill.aboutMain,
  "public/images/about/who-we-are.svg": ill.whoWeAre,
  "public/images/projects/detail-1.svg": ill.detailOne,
  "public/images/projects/detail-2.svg": ill.detailTwo,
  "public/images/blog/thumb-speed.svg": blog.thumbSpeed,
  "public/images/blog/thumb-mvp.svg": blog.thumbMvp,
  "public/images/blog/post-1.svg": blog.postSpeed,
  "public/images/blog/post-2.svg": blog.postMvp,
  "public/images/blog/post-3.svg": blog.postAi,
  "public/images/blog/post-4.svg": blog.postDesignSystem,
};
[
  services.website,
  services.mobile,
  services.crossPlatform,
  services.uiux,
  services.marketing,
  services.ecommerce,
  services.portfolio,
  services.mvp,
  services.branding,
  services.ai,
].forEach((draw, i) => {
  files[`public/images/services/service-${i + 1}.svg`] = draw;
});
team.forEach((p, i) => {
  files[`public/images/team/member-${i + 1}.svg`] = () => portrait(`tm${i + 1}`, p);
});
partnerNames.forEach((name, i) => {
  files[`public/images/partners/partner-${i + 1}.svg`] = () => partnerLogo(name, i + 1);
});
clients.forEach((p, i) => {
  files[`public/images/testimonials/client-${i + 1}.svg`] = () => avatarPortrait(`cl${i + 1}`, p);
});

const only = process.argv[2];
for (const [rel, draw] of Object.entries(files)) {
  if (only && !rel.includes(only)) continue;
  const out = join(ROOT, rel);
  const svg = draw();
  const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length) throw new Error(`${rel}: duplicate ids ${twice.join(", ")}`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, svg);
  console.log(`${rel.padEnd(48)} ${(Buffer.byteLength(svg) / 1024).toFixed(1)} kB`);
}
