import type { SiteSettings } from "../../lib/site-content.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../../lib/social-networks.ts";
import { SOCIAL_NETWORK_NAMES } from "../../components/ui/social-icon.tsx";
import type { Field } from "../collections/collection.ts";
import type { Single } from "../collections/single.ts";
import { settingsWords as words } from "./settings-words.ts";

const f = words.fields;
const required = words.errors.required;

/** A line of the agency's facts: a name, a number, an address are the same in every language. */
const line = (name: keyof typeof f & string, max: number, more: Partial<Field> = {}): Field => ({
  name,
  kind: "text",
  label: f[name] as string,
  max,
  translatable: false,
  ...more,
});

/**
 * The site's settings (/admin/settings, owners): its name, contact details,
 * address, opening hours, social links and what shared links show, read by
 * every public page (app/lib/site-content.ts), so a save drops them all.
 */
export const settings: Single<SiteSettings> = {
  kind: "settings",
  path: "/admin/settings",
  document: "settings",
  access: "owner",
  audit: "settings-saved",
  tags: ["settings"],
  idPrefix: "settings",
  words,
  sections: [
    { name: "contact", legend: words.groups.contact, hint: words.groupHints.contact },
    { name: "address", legend: words.groups.address, hint: words.groupHints.address },
    { name: "socials", legend: f.socials },
    { name: "sharing", legend: words.groups.sharing, hint: words.groupHints.sharing },
  ],
  fields: [
    line("siteName", 80, { required: required.siteName }),
    line("legalName", 120, { hint: f.legalNameHint }),
    line("phone", 40, { kind: "phone", required: required.phone, half: true }),
    line("email", 254, { kind: "email", required: required.email, half: true }),
    line("openingHours", 80, {
      kind: "lines",
      hint: f.openingHoursHint,
      maxItems: 10,
      rowLabel: f.openingHoursLine,
      translatable: true,
    }),
    line("street", 120, { section: "address", required: required.street }),
    line("city", 80, { section: "address", required: required.city, half: true }),
    line("region", 80, { section: "address", half: true }),
    line("postcode", 20, { section: "address", half: true }),
    line("country", 80, { section: "address", required: required.country, half: true }),
    line("mapQuery", 200, { section: "address", hint: f.mapQueryHint }),
    {
      name: "socials",
      kind: "rows",
      label: f.socials,
      hint: f.socialsHint,
      section: "socials",
      rowLabel: f.socialLink,
      maxItems: 6,
      cellLabel: f.cellOf,
      translatable: false,
      columns: [
        {
          name: "network",
          kind: "select",
          label: f.network,
          required: words.errors.noNetwork,
          invalid: words.errors.badNetwork,
          options: SOCIAL_NETWORKS.map((network) => ({
            value: network,
            label: SOCIAL_NETWORK_NAMES[network],
          })),
          translatable: false,
        },
        {
          name: "url",
          kind: "web-address",
          label: f.address,
          required: words.errors.badSocialUrl,
          invalid: words.errors.badSocialUrl,
          max: 300,
          translatable: false,
        },
      ],
    },
    {
      name: "metaDescription",
      kind: "textarea",
      label: f.metaDescription,
      hint: f.metaDescriptionHint(160),
      max: 160,
      lines: 4,
      section: "sharing",
      translatable: true,
    },
    {
      name: "shareImage",
      kind: "image",
      label: f.shareUpload,
      hint: f.shareUploadHint,
      current: { label: f.shareImage, hint: f.shareImageHint },
      stem: "share",
      anywhere: true,
      wide: true,
      invalid: words.errors.badShareImage,
      max: 300,
      section: "sharing",
      translatable: false,
    },
  ],

  read: (value) => ({
    siteName: value.siteName,
    legalName: value.legalName,
    phone: value.phone,
    email: value.email,
    ...value.address,
    mapQuery: value.mapQuery,
    openingHours: value.openingHours.join("\n"),
    socials: value.socials.map((social) => `${social.network} | ${social.url}`).join("\n"),
    metaDescription: value.metaDescription,
    shareImage: value.shareImage,
  }),

  write: (values) => {
    const text = (name: string) => String(values[name] ?? "");
    return {
      siteName: text("siteName"),
      legalName: text("legalName"),
      phone: text("phone"),
      email: text("email"),
      address: {
        street: text("street"),
        city: text("city"),
        region: text("region"),
        postcode: text("postcode"),
        country: text("country"),
      },
      mapQuery: text("mapQuery"),
      openingHours: values.openingHours as string[],
      socials: (values.socials as Record<string, string>[]).map((row) => ({
        network: row.network as SocialNetwork,
        url: row.url!,
      })),
      metaDescription: text("metaDescription"),
      shareImage: text("shareImage"),
    };
  },
};
