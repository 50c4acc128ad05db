import { createElement } from "react";
import { useLocation, useMatches } from "react-router";
import { site } from "~/content/site";
import type { PublicConfig } from "~/lib/public-config";
import { SITE_SEO_ATTRIBUTE, siteSeoTags } from "~/lib/site-seo-tags";
import { StructuredData } from "../ui/structured-data";

/**
 * The tags every page shares (app/lib/site-seo-tags.ts) and the Organization,
 * rendered by the server only (lib/server-parts.ts): React hoists the <link>
 * and <meta> elements into <head>, and the browser never loads this code.
 * A client-side navigation replaces them (app/lib/site-seo-sync.ts).
 */
export function SiteSeo({ config }: { config: PublicConfig }) {
  const { pathname } = useLocation();
  const tags = siteSeoTags(config, pathname, useMatches());
  return (
    <>
      {tags.map(({ tag, attributes }) =>
        createElement(tag, {
          ...attributes,
          key: `${attributes.rel ?? attributes.name ?? attributes.property}`,
          [SITE_SEO_ATTRIBUTE]: "",
        }),
      )}
      <StructuredData
        data={{
          "@type": "Organization",
          "@id": `${config.siteUrl}/#organization`,
          name: site.copyrightHolder,
          alternateName: site.name,
          url: `${config.siteUrl}/`,
          logo: `${config.siteUrl}/icon-512.png`,
          email: config.contactEmail,
          telephone: config.contactPhone,
          address: {
            "@type": "PostalAddress",
            streetAddress: config.contactAddress,
            addressRegion: "WY",
            addressCountry: "US",
          },
        }}
      />
    </>
  );
}
