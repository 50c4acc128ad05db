import { data, Form, useNavigation } from "react-router";
import { NewsletterNotice, saidOf } from "~/components/sections/newsletter/newsletter-notice";
import { answerPageForm } from "~/forms/form-action.server";
import { FORM_FIELD } from "~/forms/form-protocol";
import { FORM_BODY_LIMITS, readFormBody, textFields } from "~/forms/read-form-body.server";
import { formActionCopy } from "~/content/forms";
import { langOf } from "~/lib/fallback-language";
import { fillWords } from "~/lib/fill-words";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/newsletter-unsubscribe";

export const meta = ({
  data,
  matches,
}: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) => [
  ...pageMeta({ title: data?.copy.unsubscribeTitle ?? "" }, matches),
  ...privatePageMeta,
];
export const headers = privatePageHeaders;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

// Opening the link only asks: mail scanners open links too (docs/newsletter.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const [link, copy] = await Promise.all([
    context.newsletter.unsubscribeLink(tokenOf(request)),
    context.content.pageCopy("newsletter"),
  ]);
  return data({ link, copy }, { status: link.state === "valid" ? 200 : 400 });
}

/**
 * The page's button, and mail programs' one-click unsubscribe (RFC 8058: a
 * POST of `List-Unsubscribe=One-Click` to the link, url-encoded or
 * multipart). The footer's newsletter form posts here too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const type = request.headers.get("content-type") ?? "";
  const readable =
    type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
  const fields = readable
    ? textFields(
        await readFormBody(request, {
          limit: FORM_BODY_LIMITS.page,
          tooLarge: formActionCopy.tooLarge,
        }),
      )
    : null;
  if (fields?.[FORM_FIELD]) return answerPageForm(fields, context);
  const token = fields?.token || tokenOf(request);
  const done = await context.newsletter.unsubscribe(token);
  return data({ done }, { status: done === "invalid" ? 400 : 200 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const done = actionData && "done" in actionData ? actionData.done : null;
  const { link, copy } = loaderData;
  const common = {
    title: copy.unsubscribeTitle,
    titleLang: langOf(copy, "unsubscribeTitle"),
    words: copy,
  };
  const already = saidOf(copy, "already");
  if (done === "unsubscribed") {
    return <NewsletterNotice {...common} tone="success" {...saidOf(copy, "done")} signUpAgain />;
  }
  if (done === "already") return <NewsletterNotice {...common} tone="info" {...already} />;
  if (done === "invalid" || link.state === "invalid") {
    return <NewsletterNotice {...common} tone="problem" {...saidOf(copy, "unsubscribeInvalid")} />;
  }
  if (link.unsubscribed) return <NewsletterNotice {...common} tone="info" {...already} />;
  return (
    <NewsletterNotice
      {...common}
      tone="info"
      heading={copy.askHeading}
      headingLang={langOf(copy, "askHeading")}
      text={fillWords(copy.askText, { email: link.maskedEmail })}
      textLang={langOf(copy, "askText")}
    >
      <Form method="post" replace>
        <button
          type="submit"
          disabled={submitting}
          lang={langOf(copy, submitting ? "askSending" : "askButton")}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? copy.askSending : copy.askButton}
        </button>
      </Form>
    </NewsletterNotice>
  );
}
