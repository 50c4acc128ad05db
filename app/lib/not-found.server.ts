import { data, type AppLoadContext } from "react-router";
import { langOf, pickWords, withWordsAs } from "./fallback-language";
import type { NotFoundCopy, ServiceNotFoundCopy, ServicePagesCopy } from "./page-copy";

/**
 * The 404 answer a loader throws: its status, with the 404 page's copy
 * (`page:not-found`, edited in the console) for the boundary that shows it
 * (app/lib/not-found.ts). A 404 is rendered per request, never kept.
 */
export async function notFound(context: AppLoadContext, original?: string) {
  const copy: NotFoundCopy = await context.content.pageCopy("not-found");
  // In another language, a project or post not translated into it: its page in the default's.
  const fallback = original && (await context.languages()).find((language) => language.isDefault);
  if (!fallback) return data(copy, { status: 404 });
  // Its words come with it: the 404 screen is in every page's first code, and reads no more.
  const words = await context.content.pageCopy("interface");
  const { code, name } = fallback;
  const wordsLang = langOf(words, "elsewhere");
  return data(
    {
      ...copy,
      original: {
        href: original,
        code,
        name,
        words: words.elsewhere,
        ...(wordsLang && { wordsLang }),
      },
    },
    { status: 404 },
  );
}

/**
 * The 410 a loader throws for a project or post in the trash: the
 * 404 page's screen and links in words of its own, never indexed, never kept
 * (the render cache keeps 200s only).
 */
export async function gone(context: AppLoadContext) {
  const copy: NotFoundCopy = await context.content.pageCopy("not-found");
  return data(
    withWordsAs(copy, {
      title: "goneTitle",
      heading: "goneHeading",
      description: "goneDescription",
      breadcrumbLabel: "goneBreadcrumb",
      message: "goneMessage",
    }),
    { status: 410, headers: { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" } },
  );
}

/**
 * The 404 a service route throws for a service that is not there (unknown, or
 * hidden): its screen's words from the service pages' copy (`page:service`),
 * read by the route's boundary (app/components/sections/service/service-not-found.tsx).
 */
export function serviceNotFound(copy: ServicePagesCopy) {
  const words: ServiceNotFoundCopy = pickWords(copy, [
    "breadcrumbHome",
    "breadcrumbServices",
    "notFoundTitle",
    "notFoundMessage",
    "notFoundAction",
  ]);
  return data(words, { status: 404 });
}
