import { siteName } from "~/content/site-name";

/**
 * The title and description of a screen, also as its Open Graph and Twitter
 * title and description (the shared tags are in components/layout/site-seo.tsx).
 */
export function pageMeta({ title, description }: { title: string; description: string }) {
  const fullTitle = `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}
