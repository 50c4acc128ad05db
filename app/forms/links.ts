/**
 * Where a link the agency types may lead, checked by every form that takes
 * one: never javascript:, data: or another site disguised as a path (//host).
 */

/** An http or https address with a host. */
export function isWebAddress(typed: string): boolean {
  if (!/^https?:\/\//i.test(typed)) return false;
  try {
    const url = new URL(typed);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A path on this site: "/…", never "//…" nor with a backslash or a space. */
export const isSitePath = (typed: string) =>
  /^\/(?![/\\])\S*$/.test(typed) && !typed.includes("\\");

/** A button's or a link's target: a path on this site, http(s), or a mailto: or tel: link. */
export function isButtonLink(typed: string): boolean {
  if (/\s/.test(typed)) return false;
  if (typed.startsWith("/")) return isSitePath(typed);
  if (/^mailto:[^@]+@[^@]+$/i.test(typed)) return true;
  if (/^tel:\+?[\d\-().]{3,}$/i.test(typed)) return true;
  return isWebAddress(typed);
}
