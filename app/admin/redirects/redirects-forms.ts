import { refuseAt } from "../../forms/field-errors.ts";
import { redirectsCopy } from "./redirects-words.ts";
import type { RedirectFields } from "./redirects.ts";
import { z } from "../../forms/zod-setup.ts";
import { text } from "../../forms/admin/text-field.ts";

const errors = redirectsCopy.errors;

/** Longest a 'From' and a 'To' may be. */
export const MAX_FROM = 500;
export const MAX_TO = 2000;

const probe = "http://same-site.invalid";

/**
 * A path of this site as requests name it, or null when `typed` is not one:
 * a single `/` first (never `//host` or `/\host`), no spaces, no control
 * characters, nothing a URL parser would take to another origin. The path is
 * percent-encoded as browsers send it and in lower case (the site answers
 * capitals with a 301 to lower case first), without trailing slashes; the
 * query and fragment are kept.
 */
export function sitePath(typed: string): string | null {
  if (!/^\/(?![/\\])/.test(typed) || /[\s\\]|\p{Cc}/u.test(typed)) return null;
  let url: URL;
  try {
    url = new URL(typed, probe);
  } catch {
    return null;
  }
  if (url.origin !== probe) return null;
  return `${pathKey(url.pathname)}${url.search}${url.hash}`;
}

/** A request's path as redirects and the 404 log key it: lower case, no trailing slash. */
export function pathKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}

/** An absolute http(s) address with a host and no credentials, or null. */
export function webAddress(typed: string): string | null {
  if (!/^https?:\/\//i.test(typed) || /\s|\p{Cc}/u.test(typed)) return null;
  try {
    const url = new URL(typed);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A redirect's fields once they passed the rules. */
export interface RedirectValues {
  /** The path, as sitePath gives it, without query or fragment. */
  from: string;
  /** A path of this site (sitePath) or an absolute http(s) address. */
  to: string;
  permanent: boolean;
}

/**
 * The add form's rules, with a message per field: 'From' a path of this
 * site without query or fragment; 'To' a path of this site or an http(s)
 * address (never `javascript:`, `data:` or any other scheme, nor `//host`).
 * Trimmed. What needs the database (loops, chains, live pages) is checked as
 * it is saved (server/admin/redirects/).
 */
export const redirectRules = z
  .object({ from: text(), to: text(), permanent: text() })
  .transform((typed) => ({ ...typed, from: typed.from.trim(), to: typed.to.trim() }))
  .superRefine((fields, context) => {
    const refuse = refuseAt<keyof RedirectFields>(context);
    if (!fields.from) refuse("from", errors.fromRequired);
    else if (fields.from.length > MAX_FROM) refuse("from", errors.tooLong(MAX_FROM));
    else if (!sitePath(fields.from)) refuse("from", errors.fromPath);
    else if (/[?#]/.test(fields.from)) refuse("from", errors.fromQuery);
    if (!fields.to) refuse("to", errors.toRequired);
    else if (fields.to.length > MAX_TO) refuse("to", errors.tooLong(MAX_TO));
    else if (!sitePath(fields.to) && !webAddress(fields.to)) refuse("to", errors.toTarget);
  })
  .transform((fields): RedirectValues => ({
    from: sitePath(fields.from)!,
    to: sitePath(fields.to) ?? webAddress(fields.to)!,
    permanent: fields.permanent === "yes",
  }));

const ID = /^[1-9]\d{0,9}$/;

/** The forms of /admin/redirects, by the `intent` their hidden field posts. */
export const redirectsForms = {
  /** 'Add redirect': every field as typed; `redirectRules` are checked as it is saved. */
  add: z.object({ from: text(), to: text(), permanent: text() }),
  /** A hand-made redirect's 'Delete'. */
  delete: z.object({ id: z.string().regex(ID).transform(Number) }),
  /** An automatic redirect's 'Delete'. */
  "delete-automatic": z.object({
    kind: z.enum(["project", "post", "service"]),
    slug: z.string().min(1).max(200),
  }),
};
