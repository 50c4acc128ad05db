import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { consoleCopy } from "~/content/admin/console";
import { FORM_BODY_LIMITS, readFormBody, textFields } from "~/forms/read-form-body.server";
import type { ConsoleRole } from "./roles";

/**
 * Answers of the console's actions: each carries the cookies the request's
 * session set or cleared (sign-in, sign-out), and a form's fields are read
 * with a size limit, after the sender's role is checked.
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

/**
 * The posted form's fields (first value of each), read within the console's
 * limit (413 past it). A form of the signed-in console names the role it
 * needs, and the session and role are checked before a byte of the body is
 * read: a signed-out request gets its 303 to the sign-in page, a forbidden
 * one its 403, and its body stays unread. "anyone" is for the forms of
 * signed-out visitors (sign-in, its code, password links).
 */
export async function readFields(
  request: Request,
  context: AppLoadContext,
  sender: ConsoleRole | "anyone",
): Promise<Record<string, string>> {
  if (sender !== "anyone") await context.admin.require(sender);
  const form = await readFormBody(request, {
    limit: FORM_BODY_LIMITS.console,
    tooLarge: consoleCopy.tooLarge,
  });
  return textFields(form);
}
