/**
 * A reply template's text for one enquiry: `{name}` is the visitor's name and
 * `{site}` the site's; any other braces stay as typed.
 */
export function fillTemplate(body: string, values: { name: string; site: string }): string {
  return body.replace(/\{(name|site)\}/g, (_, key: "name" | "site") => values[key]);
}
