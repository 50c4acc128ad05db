/**
 * Today's team (spec §3 "Team member"): the seed of the team_members table
 * (server/db/seed.ts). The pages show the agency's team from the database.
 */

/** The networks a team member's card links to (spec §3 "Team member"). */
export type TeamNetwork = "facebook" | "pinterest" | "linkedin" | "instagram";

export interface TeamMember {
  id: number;
  name: string;
  designation: string;
  /** 480×560 portrait. */
  image: string;
  /**
   * Network name → the member's own profile address. A network without a
   * profile of the member's own is left out: never the company's page instead.
   */
  socialLinks: Partial<Record<TeamNetwork, string>>;
}

export const teamMembers: TeamMember[] = [
  {
    id: 1,
    name: "Amara Okafor",
    designation: "Founder & CEO",
    image: "/images/team/member-1.svg",
    socialLinks: {},
  },
  {
    id: 2,
    name: "Daniel Hart",
    designation: "CTO, Engineering Lead",
    image: "/images/team/member-2.svg",
    socialLinks: {},
  },
  {
    id: 3,
    name: "Sofia Marin",
    designation: "Head of Product Design",
    image: "/images/team/member-3.svg",
    socialLinks: {},
  },
  {
    id: 4,
    name: "Marcus Reid",
    designation: "Lead Mobile Engineer",
    image: "/images/team/member-4.svg",
    socialLinks: {},
  },
  {
    id: 5,
    name: "Priya Nair",
    designation: "AI & Data Engineer",
    image: "/images/team/member-5.svg",
    socialLinks: {},
  },
  {
    id: 6,
    name: "Lucas Romero",
    designation: "Growth Marketing Lead",
    image: "/images/team/member-6.svg",
    socialLinks: {},
  },
];

/** Display names of the networks, for link labels ("Amara Okafor on LinkedIn"). */
export const teamNetworkNames: Record<TeamNetwork, string> = {
  facebook: "Facebook",
  pinterest: "Pinterest",
  linkedin: "LinkedIn",
  instagram: "Instagram",
};
