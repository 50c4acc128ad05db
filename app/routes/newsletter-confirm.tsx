import { data } from "react-router";
import { NewsletterNotice, saidOf } from "~/components/sections/newsletter/newsletter-notice";
import { formAction } from "~/forms/form-action.server";
import { langOf } from "~/lib/fallback-language";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/newsletter-confirm";

export const meta = ({
  data,
  matches,
}: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) => [
  ...pageMeta({ title: data?.copy.confirmTitle ?? "" }, matches),
  ...privatePageMeta,
];
export const headers = privatePageHeaders;

// Opening the e-mail's one-time link confirms the subscription (docs/newsletter.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const [outcome, copy] = await Promise.all([
    context.newsletter.confirm(token),
    context.content.pageCopy("newsletter"),
  ]);
  return data(
    { outcome, copy },
    { status: outcome === "confirmed" ? 200 : outcome === "expired" ? 410 : 400 },
  );
}

// The footer's newsletter form is on this page too.
export const action = formAction;

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { outcome, copy } = loaderData;
  return (
    <NewsletterNotice
      title={copy.confirmTitle}
      titleLang={langOf(copy, "confirmTitle")}
      words={copy}
      tone={outcome === "confirmed" ? "success" : "problem"}
      {...saidOf(copy, outcome === "invalid" ? "confirmInvalid" : outcome)}
      signUpAgain={outcome !== "confirmed"}
    />
  );
}
