import { data, type ActionFunctionArgs } from "react-router";
import {
  FORM_FIELD,
  FORM_KINDS,
  HONEYPOT_FIELD,
  REPLY_WORDS,
  STAMP_FIELD,
  type FormActionData,
  type FormKind,
} from "./form-protocol";
import { messageIn } from "./form-messages";
import { FORM_BODY_LIMITS, readFormBody, textFields } from "./read-form-body.server";

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
  const words = await context.content.pageCopy("interface");
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) {
    throw data(words.unsupported, { status: 415 });
  }
  const form = await readFormBody(request, {
    limit: FORM_BODY_LIMITS.page,
    tooLarge: words.tooLarge,
    unreadable: words.unreadable,
  });
  return answerPageForm(textFields(form), context);
}

/** A page form's fields, already read: sent through the form service, answered as the page shows it. */
export async function answerPageForm(
  fields: Record<string, string>,
  context: ActionFunctionArgs["context"],
) {
  // The page's words, in its language: the form service answers in the API's English.
  const words = await context.content.pageCopy("interface");
  const kind = fields[FORM_FIELD] as FormKind;
  if (!FORM_KINDS.includes(kind)) throw data(words.unknownForm, { status: 400 });

  const outcome = await context.submitForm(kind, fields);
  const message = outcome.ok ? words[REPLY_WORDS[kind]] : messageIn(words, outcome.message);
  const answer: FormActionData = { form: kind, sent: outcome.ok, message };
  if (!outcome.ok) {
    answer.errors =
      outcome.errors &&
      Object.fromEntries(
        Object.entries(outcome.errors).map(([field, text]) => [
          field,
          messageIn(words, String(text)),
        ]),
      );
    answer.values = Object.fromEntries(
      Object.entries(fields).filter(([name]) => !NOT_ECHOED.has(name)),
    );
  }
  return data(answer, { status: outcome.ok ? 200 : outcome.status });
}
