import { createElement } from "react";
import { useLocation, useMatches } from "react-router";
import type { PublicConfig } from "~/lib/public-config";
import type { SiteSettings } from "~/lib/site-content";
import { languageTags } from "~/lib/language-tags";
import { pageLanguagesOf } from "~/lib/page-language";
import { SITE_SEO_ATTRIBUTE, seoPage, siteSeoTags } from "~/lib/site-seo-tags";
import { StructuredData } from "../ui/structured-data";

/**
 * The tags every page shares (app/lib/site-seo-tags.ts) and the Organization,
 * rendered by the server only (lib/server-parts.ts): React hoists the <link>
 * and <meta> elements into <head>, and the browser never loads this code.
 * A client-side navigation replaces them (app/lib/site-seo-sync.ts).
 */
export function SiteSeo({ config, settings }: { config: PublicConfig; settings: SiteSettings }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const tags = [
    ...siteSeoTags(config, pathname, matches),
    ...languageTags(config, seoPage(pathname, matches), pageLanguagesOf(matches)),
  ];
  return (
    <>
      {tags.map(({ tag, attributes }) =>
        createElement(tag, {
          // React's name for `hreflang` (the browser's script sets the attribute as the tags name it).
          ...Object.fromEntries(
            Object.entries(attributes).map(([name, value]) => [
              name === "hreflang" ? "hrefLang" : name,
              value,
            ]),
          ),
          // Several alternates share a rel or a property: their language tells them apart.
          key: `${attributes.rel ?? attributes.name ?? attributes.property}:${attributes.hreflang ?? attributes.content ?? ""}`,
          [SITE_SEO_ATTRIBUTE]: "",
        }),
      )}
      <StructuredData
        data={{
          "@type": "Organization",
          "@id": `${config.siteUrl}/#organization`,
          name: settings.legalName || settings.siteName,
          alternateName: settings.siteName,
          url: `${config.siteUrl}/`,
          logo: `${config.siteUrl}/icon-512.png`,
          email: settings.email,
          telephone: settings.phone,
          address: {
            "@type": "PostalAddress",
            streetAddress: settings.address.street,
            addressLocality: settings.address.city,
            addressRegion: settings.address.region,
            postalCode: settings.address.postcode,
            addressCountry: settings.address.country,
          },
          sameAs: settings.socials.map((social) => social.url),
        }}
      />
    </>
  );
}
