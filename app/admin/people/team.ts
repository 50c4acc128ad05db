import type { CollectionFields } from "../collections/collection.ts";
import type { MemberLink } from "../../lib/site-content.ts";
import { nameField, peopleKind, PICTURE_FORMATS, roleField } from "./people-words.ts";

/** A member's profiles, a network each (app/lib/site-content.ts `MemberNetwork`), in one JSON column. */
const NETWORKS = [
  ["linkedin", "LinkedIn"],
  ["x", "X"],
  ["instagram", "Instagram"],
  ["facebook", "Facebook"],
  ["pinterest", "Pinterest"],
] as const;

/** The people on /about and /home-two (migration 009). */
export const team = peopleKind({
  kind: "member",
  path: "/admin/team",
  table: "team_members",
  audit: "member-saved",
  tags: ["team"],
  words: {
    title: "Team",
    description: "The people on /about (all of them) and /home-two (the first four).",
    newItem: "New member",
    editTitle: "Edit member",
    back: "All members",
    empty: "No team members yet.",
  },
  fields: [
    nameField,
    roleField,
    ...NETWORKS.map(([name, label]) => ({
      name,
      kind: "web-address" as const,
      label,
      max: 500,
      placeholder: "https://",
      column: null,
      section: "profiles",
      half: true,
      translatable: false,
    })),
    {
      name: "photo",
      kind: "image",
      label: "Photo",
      hint: `A portrait, 6 wide by 7 high. ${PICTURE_FORMATS}`,
      max: 500,
      section: "picture",
      translatable: false,
    },
  ],
  sections: [
    { name: "main" },
    {
      name: "profiles",
      legend: "Profiles",
      hint: "The member's own profile addresses, starting with https://. Leave a network empty to show no icon for it.",
    },
    { name: "picture" },
  ],
  list: { title: "name", detail: (fields) => fields.role ?? "", picture: "photo" },
  hooks: {
    read(row) {
      const parsed = JSON.parse(String(row.links ?? "[]")) as unknown;
      const links = Array.isArray(parsed) ? (parsed as MemberLink[]) : [];
      const fields: CollectionFields = {};
      for (const [network] of NETWORKS)
        fields[network] = links.find((link) => link.network === network)?.url ?? "";
      return fields;
    },
    write: (values) => ({
      links: JSON.stringify(
        NETWORKS.filter(([network]) => values[network]).map(([network]) => ({
          network,
          url: values[network],
        })),
      ),
    }),
  },
});
