/**
 * Who wrote a post, as structured data tells search engines: the person its
 * byline names, or the agency itself when the byline names no person: left
 * empty, an e-mail address, or an account's name such as the template's
 * "admin" (a Person called "admin" is a wrong author, not an unknown one).
 */
export function postAuthor(byline: string, organizationId: string): object {
  const name = byline.trim();
  if (!name || name.includes("@") || ACCOUNT_NAMES.has(name.toLowerCase())) {
    return { "@id": organizationId };
  }
  return { "@type": "Person", name };
}

const ACCOUNT_NAMES = new Set([
  "admin",
  "administrator",
  "editor",
  "owner",
  "root",
  "staff",
  "team",
  "webmaster",
]);
