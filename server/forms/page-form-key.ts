import { createHash } from "node:crypto";
import type { FormKind } from "../../app/forms/form-protocol.ts";

/**
 * The idempotency key of a page form's POST, which has no header to carry
 * one: its kind and values, stamp included. The browser sends the same body
 * again when the visitor reloads the answer page ("Confirm form
 * resubmission"), and that stores nothing twice; a new page view has a new
 * stamp, so a second, deliberate enquiry is stored.
 */
export function pageFormKey(kind: FormKind, fields: Record<string, string>): string {
  const hash = createHash("sha256").update(kind);
  for (const name of Object.keys(fields).sort()) hash.update(`\0${name}\0${fields[name]}`);
  return `page:${hash.digest("base64url")}`;
}
