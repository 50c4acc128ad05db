import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { consoleCopy } from "~/content/admin/console";
import type { ConsoleRole } from "~/lib/admin/roles";
import { parseFields, type FieldErrors } from "./field-errors";
import { FORM_BODY_LIMITS, readFormBody, textFields } from "./read-form-body.server";

/** What the posted form gave: its data, or a message per field; and what was typed, to show again. */
export type ParsedForm<T> = ({ ok: true; data: T } | { ok: false; errors: FieldErrors }) & {
  /** Each text field's first value, as typed (the action chooses what it shows again). */
  values: Record<string, string>;
  /** Each file field's file, when one was chosen. */
  files: Record<string, File>;
  /** Every file of each file field (a `multiple` field sends several). */
  fileLists: Record<string, File[]>;
};

export interface ParseFormOptions {
  /**
   * Who may send it. The session and role are checked before a byte of the
   * body is read: a signed-out request gets its 303 to the sign-in page, a
   * forbidden one its 403, and its body stays unread. "anyone" is for the
   * forms of signed-out visitors (sign-in, its code, password links).
   */
  role: ConsoleRole | "anyone";
  /** The form's size limit (413 past it, the rest never read). */
  limit?: keyof typeof FORM_BODY_LIMITS;
  /** The 413's sentence. */
  tooLarge?: string;
}

/** A post that no form of the page sends: 400, nothing done. */
export const notOurForm = (sentence: string = consoleCopy.notOurForm.action) =>
  new Response(sentence, { status: 400 });

async function readForm(
  request: Request,
  context: AppLoadContext,
  { role, limit = "console", tooLarge = consoleCopy.tooLarge }: ParseFormOptions,
) {
  if (role !== "anyone") await context.admin.require(role);
  const form = await readFormBody(request, { limit: FORM_BODY_LIMITS[limit], tooLarge });
  const files: Record<string, File> = {};
  const fileLists: Record<string, File[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" && value.size > 0) {
      files[name] ??= value;
      (fileLists[name] ??= []).push(value);
    }
  }
  return { values: textFields(form), files, fileLists };
}

/**
 * The console's one way to take a form (docs/decisions/036-one-form-pipeline.md):
 * the role, then the body within its form's limit (readFormBody), then the
 * form's zod schema, whose messages come back per field as the public forms'
 * do (field-errors.ts). Every console action and the editor read their forms
 * here; no route reads a body any other way.
 */
export async function parseForm<T>(
  request: Request,
  context: AppLoadContext,
  schema: z.ZodType<T>,
  options: ParseFormOptions,
): Promise<ParsedForm<T>> {
  const { values, files, fileLists } = await readForm(request, context, options);
  return { ...parseFields(schema, values), values, files, fileLists };
}

/** Several forms on one page, told apart by their hidden `intent` field. */
type FormSet = Record<string, z.ZodType>;

export type ParsedIntent<Forms extends FormSet> = {
  [Intent in keyof Forms & string]: { intent: Intent } & ParsedForm<z.output<Forms[Intent]>>;
}[keyof Forms & string];

/**
 * `parseForm` for a page with several forms, each with its own schema, named
 * by the `intent` its hidden field posts ("" for a form without one). An
 * intent the page does not have is no form of ours: 400, nothing done.
 */
export async function parseIntentForm<Forms extends FormSet>(
  request: Request,
  context: AppLoadContext,
  forms: Forms,
  options: ParseFormOptions,
): Promise<ParsedIntent<Forms>> {
  const { values, files, fileLists } = await readForm(request, context, options);
  const intent = values.intent ?? "";
  const schema = Object.hasOwn(forms, intent) ? forms[intent] : undefined;
  if (!schema) throw notOurForm();
  return {
    intent,
    ...parseFields(schema, values),
    values,
    files,
    fileLists,
  } as ParsedIntent<Forms>;
}

/**
 * The address's query as a form's values (each name's first value): a list's
 * filter is one schema whether its links or its export's form carry it.
 */
export function queryValues(request: Request): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) values[name] ??= value;
  return values;
}
