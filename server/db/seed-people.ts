import { partners } from "../../app/content/partners.ts";
import { teamMembers, type TeamNetwork } from "../../app/content/team.ts";
import { testimonials } from "../../app/content/testimonials.ts";
import type { MemberLink, Partner, TeamMember, Testimonial } from "../../app/lib/site-content.ts";

/**
 * Today's people (app/content/testimonials.ts, team.ts, partners.ts) as the
 * public pages show them: the first rows of a new database (`seedPeople`,
 * ./seed.ts), and what the pages show while the database is unavailable and
 * this process has read nothing yet (server/content/site-content.ts).
 */
export interface PeopleSeed {
  testimonials: Testimonial[];
  team: TeamMember[];
  partners: Partner[];
}

export const peopleSeed: PeopleSeed = {
  testimonials: testimonials.map((t) => ({
    id: t.id,
    name: t.name,
    role: t.designation,
    photo: t.img,
    text: t.testimonial,
    rating: t.rating,
  })),
  team: teamMembers.map((m) => ({
    id: m.id,
    name: m.name,
    role: m.designation,
    photo: m.image,
    links: (Object.entries(m.socialLinks) as [TeamNetwork, string][]).map(
      ([network, url]): MemberLink => ({ network, url }),
    ),
  })),
  partners: partners.map((p) => ({
    id: p.id,
    name: p.title,
    logo: p.image,
    link: "",
    description: p.description,
  })),
};
