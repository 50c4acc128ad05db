import { data, type ActionFunctionArgs } from "react-router";
import {
  FORM_FIELD,
  FORM_KINDS,
  HONEYPOT_FIELD,
  STAMP_FIELD,
  type FormActionData,
  type FormKind,
} from "./form-protocol";
import { formActionCopy } from "~/content/forms";

/** Page form bodies beyond this are refused (see server/forms/form-guards.ts). */
const PAGE_FORM_BODY_LIMIT = 64 * 1024;

// Fields that are the form's machinery, not the visitor's words: never echoed back.
const NOT_ECHOED = new Set<string>([FORM_FIELD, STAMP_FIELD, HONEYPOT_FIELD]);

/**
 * The action of every page (docs/decisions/017-html-forms-first.md): a form
 * posted by the browser itself, with no JavaScript or before the page's
 * scripts ran, goes through the same steps as the JSON API, and the page is
 * shown again with the outcome: a success message, or every field's message
 * with what was typed. Values travel in the body only, never in the address.
 */
export async function formAction({ request, context }: ActionFunctionArgs) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    throw data(formActionCopy.unsupported, { status: 415 });
  }
  const body = await readLimited(request, PAGE_FORM_BODY_LIMIT);
  if (body === null) throw data(formActionCopy.tooLarge, { status: 413 });

  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value;
  const kind = fields[FORM_FIELD] as FormKind;
  if (!FORM_KINDS.includes(kind)) throw data(formActionCopy.unknownForm, { status: 400 });

  const outcome = await context.submitForm(kind, fields);
  const answer: FormActionData = { form: kind, sent: outcome.ok, message: outcome.message };
  if (!outcome.ok) {
    answer.errors = outcome.errors;
    answer.values = Object.fromEntries(
      Object.entries(fields).filter(([name]) => !NOT_ECHOED.has(name)),
    );
  }
  return data(answer, { status: outcome.ok ? 200 : outcome.status });
}

/** The body as text, or null when it is longer than `limit` bytes. */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
