import { sameRows, visibleRows, type InLanguage } from "./in-language.ts";
import type { Kysely } from "kysely";
import type { MemberLink, Partner, TeamMember, Testimonial } from "../../app/lib/site-content.ts";
import type { Database, PartnerRow, TeamMemberRow, TestimonialRow } from "./schema.ts";

/**
 * The site's people as the public pages read them (migration 009): the
 * visible rows of each collection, lowest position first (then the oldest).
 */

export const testimonialOf = (row: TestimonialRow): Testimonial => ({
  id: row.id,
  name: row.name,
  role: row.role,
  photo: row.photo,
  text: row.text,
  rating: row.rating,
});

export const memberOf = (row: TeamMemberRow): TeamMember => ({
  id: row.id,
  name: row.name,
  role: row.role,
  photo: row.photo,
  links: parseLinks(row.links),
});

export const partnerOf = (row: PartnerRow): Partner => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  link: row.link,
  description: row.description,
});

function parseLinks(json: string): MemberLink[] {
  const links = JSON.parse(json) as unknown;
  return Array.isArray(links) ? (links as MemberLink[]) : [];
}

/** The visible testimonials, team members and partners, in the site's order, in a page's language. */
type Visible<T> = (db: Kysely<Database>, inLanguage?: InLanguage) => Promise<T[]>;

export const visibleTestimonials: Visible<Testimonial> = async (db, inLanguage = sameRows) =>
  visibleRows(db, "testimonials", inLanguage, (rows) => rows.map(testimonialOf));

export const visibleTeam: Visible<TeamMember> = async (db, inLanguage = sameRows) =>
  visibleRows(db, "team_members", inLanguage, (rows) => rows.map(memberOf));

export const visiblePartners: Visible<Partner> = async (db, inLanguage = sameRows) =>
  visibleRows(db, "partners", inLanguage, (rows) => rows.map(partnerOf));
