import { settingsCopy } from "../../content/admin/settings.ts";
import type { SiteSettings } from "../../lib/site-content.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../../lib/social-networks.ts";
import { isSitePath, isWebAddress } from "../links.ts";
import { z } from "../zod-setup.ts";
import { text } from "./text-field.ts";

const errors = settingsCopy.errors;

/** How many social links the form has rows for. */
export const SOCIAL_ROWS = 6;

/** The social link rows' field names, 1-based as their labels ('Network of link 1'). */
export const socialFields = (row: number) => ({
  network: `social${row}Network`,
  url: `social${row}Url`,
});

/** The longest each field may be; the opening hours' lines each and how many. */
export const SETTINGS_LIMITS = {
  siteName: 80,
  legalName: 120,
  phone: 40,
  email: 254,
  street: 120,
  city: 80,
  region: 80,
  postcode: 20,
  country: 80,
  mapQuery: 200,
  openingHours: 600,
  metaDescription: 160,
  shareImage: 300,
  hoursLine: 80,
  hoursLines: 10,
  socialUrl: 300,
} as const;

const TEXT_FIELDS = [
  "siteName",
  "legalName",
  "phone",
  "email",
  "street",
  "city",
  "region",
  "postcode",
  "country",
  "mapQuery",
  "openingHours",
  "metaDescription",
  "shareImage",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const REQUIRED = ["siteName", "phone", "email", "street", "city", "country"] as const;

// The address rule of the users' invitations (app/forms/admin/users-forms.ts).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the signs a number is written with; at least six digits.
const PHONE = /^\+?[\d\s().-]+$/;

/** The sharing image: a path on this site ("/…", not "//…") or a web address. */
const isImageAddress = (value: string) => isSitePath(value) || isWebAddress(value);

const socialShape = Object.fromEntries(
  Array.from({ length: SOCIAL_ROWS }, (_, index) => {
    const names = socialFields(index + 1);
    return [
      [names.network, text()],
      [names.url, text()],
    ];
  }).flat(),
) as Record<string, ReturnType<typeof text>>;

/**
 * The settings form (/admin/settings): the version it was opened at and every
 * field as typed, flat as the form posts them. Each field is trimmed; a
 * message per field when the settings cannot be saved (required, too long, an
 * e-mail, a phone number, a social link's network and http(s) address, a path
 * or web address for the sharing image). An empty social link row is ignored.
 * The output is the whole document, ready to save.
 */
export const settingsForm = z
  .object({
    version: text().transform((typed) => {
      const version = Number(typed || "0");
      return Number.isInteger(version) && version >= 0 ? version : 0;
    }),
    ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, text()])) as Record<
      TextField,
      ReturnType<typeof text>
    >),
    ...socialShape,
  })
  .superRefine((form, context) => {
    const refuse = (name: string, message: string) =>
      context.addIssue({ code: "custom", path: [name], message });
    const value = (name: TextField) => form[name].trim();
    // Most important first: a field shows its first message only.
    for (const name of REQUIRED) if (!value(name)) refuse(name, errors.required[name]);
    for (const name of TEXT_FIELDS) {
      const max = SETTINGS_LIMITS[name];
      if (value(name).length > max) refuse(name, errors.tooLong(max));
    }
    const phone = value("phone");
    if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, "").length < 6))
      refuse("phone", errors.badPhone);
    if (value("email") && !EMAIL.test(value("email"))) refuse("email", errors.badEmail);
    const hours = lines(form.openingHours);
    if (hours.length > SETTINGS_LIMITS.hoursLines)
      refuse("openingHours", errors.tooManyHours(SETTINGS_LIMITS.hoursLines));
    if (hours.some((line) => line.length > SETTINGS_LIMITS.hoursLine))
      refuse("openingHours", errors.tooLong(SETTINGS_LIMITS.hoursLine));
    if (value("shareImage") && !isImageAddress(value("shareImage")))
      refuse("shareImage", errors.badShareImage);
    for (let row = 1; row <= SOCIAL_ROWS; row++) {
      const names = socialFields(row);
      const url = posted(form, names.url);
      const network = posted(form, names.network);
      if (!url) continue;
      if (!network) refuse(names.network, errors.noNetwork);
      else if (!isNetwork(network)) refuse(names.network, errors.badNetwork);
      if (url.length > SETTINGS_LIMITS.socialUrl)
        refuse(names.url, errors.tooLong(SETTINGS_LIMITS.socialUrl));
      else if (!isWebAddress(url)) refuse(names.url, errors.badSocialUrl);
    }
  })
  .transform((form): { version: number; settings: SiteSettings } => {
    const value = (name: TextField) => form[name].trim();
    const socials: SiteSettings["socials"] = [];
    for (let row = 1; row <= SOCIAL_ROWS; row++) {
      const names = socialFields(row);
      const url = posted(form, names.url);
      if (url) socials.push({ network: posted(form, names.network) as SocialNetwork, url });
    }
    return {
      version: form.version,
      settings: {
        siteName: value("siteName"),
        legalName: value("legalName"),
        phone: value("phone"),
        email: value("email"),
        address: {
          street: value("street"),
          city: value("city"),
          region: value("region"),
          postcode: value("postcode"),
          country: value("country"),
        },
        mapQuery: value("mapQuery"),
        openingHours: lines(form.openingHours),
        socials,
        metaDescription: value("metaDescription"),
        shareImage: value("shareImage"),
      },
    };
  });

/** A social row's field, trimmed (the rows' fields are named in a loop: not in the object's type). */
const posted = (form: object, name: string) =>
  String((form as Record<string, unknown>)[name] ?? "").trim();

const isNetwork = (value: string): value is SocialNetwork =>
  (SOCIAL_NETWORKS as readonly string[]).includes(value);

/** A textarea's lines, each trimmed, the empty ones left out. */
const lines = (typed: string) =>
  typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's fields holding `settings`, as the page fills them in (and the form posts them back). */
export function settingsFormValues(settings: SiteSettings): Record<string, string> {
  const values: Record<string, string> = {
    siteName: settings.siteName,
    legalName: settings.legalName,
    phone: settings.phone,
    email: settings.email,
    ...settings.address,
    mapQuery: settings.mapQuery,
    openingHours: settings.openingHours.join("\n"),
    metaDescription: settings.metaDescription,
    shareImage: settings.shareImage,
  };
  settings.socials.slice(0, SOCIAL_ROWS).forEach((social, index) => {
    const names = socialFields(index + 1);
    values[names.network] = social.network;
    values[names.url] = social.url;
  });
  return values;
}
