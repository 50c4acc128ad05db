import { useLocation, useMatches } from "react-router";
import { site } from "~/content/site";
import type { PublicConfig } from "~/lib/public-config";
import { canonicalPath, ogImage, pageType, publicPaths, routeSeo } from "~/lib/seo";
import { StructuredData } from "../ui/structured-data";

/**
 * The tags every page shares: canonical address, Open Graph / Twitter image and
 * address, and the Organization (spec §3 client configuration). React hoists
 * the <link> and <meta> elements into <head>. Per-page titles and descriptions
 * come from each route's meta (app/lib/meta.ts).
 */
export function SiteSeo({ config }: { config: PublicConfig }) {
  const { pathname } = useLocation();
  // A project or post from the database names its own address and image.
  const seo = routeSeo(useMatches());
  const path = seo?.canonicalPath ?? canonicalPath(pathname);
  // Not-found answers (any path that is not a public page) are never indexed.
  const indexable = seo ? !seo.noindex : publicPaths.includes(path);
  const canonical = `${config.siteUrl}${path}`;
  const image = seo?.image
    ? new URL(seo.image.src, config.siteUrl).href
    : `${config.siteUrl}${ogImage(pageType(path))}`;
  return (
    <>
      {indexable ? (
        <link rel="canonical" href={canonical} />
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={seo?.type ?? "website"} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(seo?.image?.width ?? 1200)} />
      <meta property="og:image:height" content={String(seo?.image?.height ?? 630)} />
      <meta property="og:image:alt" content={seo?.image?.alt || site.ogImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
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
