import type { MemberNetwork } from "~/lib/site-content";

/**
 * The words around the site's people on the public pages; the people
 * themselves are the agency's, edited in the console (app/lib/site-content.ts).
 * The About page's team and partners headings (`teamCopy`, `partnersCopy`) are
 * the seed of its document (`page:about`): the page reads them from the
 * database, never this module.
 */
export const teamCopy = {
  label: "Our Team",
  title: "The People Behind Your Product",
  intro:
    "Senior engineers, designers and strategists who have shipped products for startups and global brands. The people you meet in the first call are the people who build your project.",
} as const;

/** Display names of the networks, for link labels ("Amara Okafor on LinkedIn"). */
export const memberNetworkNames: Record<MemberNetwork, string> = {
  linkedin: "LinkedIn",
  x: "X",
  instagram: "Instagram",
  facebook: "Facebook",
  pinterest: "Pinterest",
};

export const partnersCopy = {
  label: "Partners & Clients",
  title: "Trusted by Teams Who Ship",
  intro:
    "From seed-stage startups to established enterprises, these are some of the teams we build with.",
} as const;
