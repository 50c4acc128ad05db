import { data } from "react-router";
import { NewsletterNotice } from "~/components/sections/newsletter/newsletter-notice";
import { formAction } from "~/forms/form-action.server";
import { newsletterPageCopy } from "~/content/newsletter";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/newsletter-confirm";

const copy = newsletterPageCopy.confirm;

export const meta = ({ matches }: { matches: MetaMatches }) => [
  ...pageMeta(copy, matches),
  ...privatePageMeta,
];
export const headers = privatePageHeaders;

// Opening the e-mail's one-time link confirms the subscription (docs/newsletter.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await context.newsletter.confirm(token);
  return data(
    { outcome },
    { status: outcome === "confirmed" ? 200 : outcome === "expired" ? 410 : 400 },
  );
}

// The footer's newsletter form is on this page too.
export const action = formAction;

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { outcome } = loaderData;
  const words = copy[outcome];
  return (
    <NewsletterNotice
      title={copy.title}
      breadcrumb={copy.breadcrumb}
      tone={outcome === "confirmed" ? "success" : "problem"}
      heading={words.heading}
      text={words.text}
      signUpAgain={outcome !== "confirmed"}
    />
  );
}
