/**
 * A JSON-LD block. It is data, not script: browsers do not execute it and the
 * CSP does not need to allow it. "<" is escaped so no value can close the tag.
 */
export function StructuredData({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify({ "@context": "https://schema.org", ...data }).replace(
          /</g,
          "\\u003c",
        ),
      }}
    />
  );
}
