import type { PublicConfig } from "./public-config";
import { pathIn, type pageLanguagesOf } from "./page-language";
import type { HeadTag, seoPage } from "./site-seo-tags";

/** Open Graph's locale of a language (a stored, canonical tag): `de` is `de_DE` (`Intl` fills the region). */
function ogLocale(code: string): string {
  const { language, region } = new Intl.Locale(code).maximize();
  return region ? `${language}_${region}` : language;
}

/**
 * The head's tags of the page's languages (decision 049), written by the
 * server alone (components/layout/site-seo.tsx; crawlers read them there, and
 * a client-side navigation drops them with the other shared tags): its
 * locale and the others', and where the site publishes several languages its
 * address in each (`hreflang`, the same list on every language's page, so
 * each names the others) with `x-default`, the default's. A project's or a
 * post's page (an article) is in the languages it is translated into, each
 * at its own slug (`seo.alternates`), and names those.
 */
export function languageTags(
  config: PublicConfig,
  { seo, path, indexable }: ReturnType<typeof seoPage>,
  found: ReturnType<typeof pageLanguagesOf>,
): HeadTag[] {
  const code = found?.language.code ?? "en";
  const paths =
    seo?.type === "article" ? new Map(seo.alternates?.map((at) => [at.code, at.path])) : null;
  const languages = indexable
    ? (found?.languages ?? []).filter((other) => !paths || paths.has(other.code))
    : [];
  const fallback = languages.find((other) => other.isDefault)?.code ?? "";
  const locale = (property: string, of: string): HeadTag => ({
    tag: "meta",
    attributes: { property, content: ogLocale(of) },
  });
  return [
    locale("og:locale", code),
    ...languages
      .filter((other) => other.code !== code)
      .map((other) => locale("og:locale:alternate", other.code)),
    ...(languages.length > 1 ? [...languages, { code: "x-default", prefix: "" }] : []).map(
      (other): HeadTag => ({
        tag: "link",
        attributes: {
          rel: "alternate",
          hreflang: other.code,
          href: `${config.siteUrl}${pathIn(
            other,
            paths?.get(other.code === "x-default" ? fallback : other.code) ?? path,
          )}`,
        },
      }),
    ),
  ];
}
