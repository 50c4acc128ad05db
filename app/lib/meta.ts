import { site } from "~/content/site";

/** The title and description tags every screen carries. */
export function pageMeta({ title, description }: { title: string; description: string }) {
  return [{ title: `${title} | ${site.name}` }, { name: "description", content: description }];
}
