import { settingsCopy } from "../../../app/content/admin/settings.ts";
import type { SiteSettings } from "../../../app/lib/site-content.ts";

const labels = settingsCopy.fields;

/**
 * What a save of the settings changes, by the labels of the form's fields
 * ('Phone', 'City', 'Social links'), in the form's order: the audit entry's
 * detail. Empty when the settings are as they were.
 */
export function changedSettings(before: SiteSettings, after: SiteSettings): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const fields: [string, unknown, unknown][] = [
    [labels.siteName, before.siteName, after.siteName],
    [labels.legalName, before.legalName, after.legalName],
    [labels.phone, before.phone, after.phone],
    [labels.email, before.email, after.email],
    [labels.street, before.address.street, after.address.street],
    [labels.city, before.address.city, after.address.city],
    [labels.region, before.address.region, after.address.region],
    [labels.postcode, before.address.postcode, after.address.postcode],
    [labels.country, before.address.country, after.address.country],
    [labels.mapQuery, before.mapQuery, after.mapQuery],
    [labels.openingHours, before.openingHours, after.openingHours],
    [settingsCopy.groups.socials, before.socials, after.socials],
    [labels.metaDescription, before.metaDescription, after.metaDescription],
    [labels.shareImage, before.shareImage, after.shareImage],
  ];
  return fields.filter(([, a, b]) => !same(a, b)).map(([label]) => label);
}
