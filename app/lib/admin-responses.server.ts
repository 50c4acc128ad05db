import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";

/**
 * Answers of the console's actions: each carries the cookies the request's
 * session set or cleared (sign-in, sign-out), and a form's fields are read
 * with a size limit.
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

const FORM_LIMIT = 32 * 1024;

/** The posted form's fields (first value of each), or a 413 for an oversized body. */
export async function readFields(request: Request): Promise<Record<string, string>> {
  if (Number(request.headers.get("content-length") ?? "0") > FORM_LIMIT) {
    throw data("That form was too large.", { status: 413 });
  }
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] ??= value;
  return fields;
}
