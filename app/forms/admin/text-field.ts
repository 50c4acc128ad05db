import { z } from "../zod-setup.ts";

/**
 * A text field of a posted form: what was typed, or "" when the form did not
 * send it (an HTML form sends an empty field as ""), so a rule about an empty
 * field says its own words rather than zod's "expected string".
 */
export const text = () => z.string().prefault("");

/** A field a person fills in: trimmed, and `missing` when there is nothing left. */
export const required = (missing: string) => z.string().trim().min(1, missing).prefault("");
