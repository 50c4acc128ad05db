import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { firstError, type FieldErrors } from "~/forms/field-errors";

/**
 * Answers of the console's actions: each carries the cookies the request's
 * session set or cleared (sign-in, sign-out, a new session). Forms are read
 * with parseForm (app/forms/parse-form.server.ts).
 */
function withCookies(context: AppLoadContext, init: ResponseInit = {}): ResponseInit {
  const headers = new Headers(init.headers);
  for (const cookie of context.admin.responseCookies()) headers.append("Set-Cookie", cookie);
  return { ...init, headers };
}

/** A 303 after a form's POST, so reloading the next page never posts again. */
export function seeOther(context: AppLoadContext, location: string) {
  return redirect(location, withCookies(context, { status: 303 }));
}

export function answer<T>(context: AppLoadContext, value: T, status = 200) {
  return data(value, withCookies(context, { status }));
}

/** A refused form, shown again: what every console form answers with. */
export interface FormAnswer {
  /** A message per field, as the public forms give them (app/forms/field-errors.ts). */
  errors: FieldErrors;
  /** The sentence above the form: the server's reason, or else the first field's message. */
  message: string | null;
  /** What was typed, to show again (never a password). */
  values: Record<string, string>;
}

export const formAnswer = (
  errors: FieldErrors,
  values: Record<string, string> = {},
  message?: string,
): FormAnswer => ({ errors, message: message ?? firstError(errors) ?? null, values });

/**
 * An editor's item from its address's `:id`: null for a new one ("new"), or
 * else a whole number; anything else answers 404 with `missing`.
 */
export function itemIdOf(param: string | undefined, missing: string): number | null {
  if (param === "new") return null;
  const id = Number(param);
  if (Number.isInteger(id) && id > 0) return id;
  throw data(missing, { status: 404 });
}

/** A CSV file to download, named for what it holds and the day (`enquiries-2026-11-29.csv`). */
export function csvDownload(csv: string, name: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
    },
  });
}
