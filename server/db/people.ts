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

export async function visibleTestimonials(
  db: Kysely<Database>,
  inLanguage: InLanguage = sameRows,
): Promise<Testimonial[]> {
  const rows = await visibleRows(db, "testimonials", inLanguage);
  return rows.map(testimonialOf);
}

export async function visibleTeam(
  db: Kysely<Database>,
  inLanguage: InLanguage = sameRows,
): Promise<TeamMember[]> {
  const rows = await visibleRows(db, "team_members", inLanguage);
  return rows.map(memberOf);
}

export async function visiblePartners(
  db: Kysely<Database>,
  inLanguage: InLanguage = sameRows,
): Promise<Partner[]> {
  const rows = await visibleRows(db, "partners", inLanguage);
  return rows.map(partnerOf);
}
