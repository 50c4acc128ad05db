import { data, type AppLoadContext } from "react-router";
import { collectionCopy } from "./collection-copy";

/**
 * The language the editor is in: null for the default (no `?lang=`, or its
 * code), else the language; a code that is no language of the site is 404.
 */
export async function editorLanguage(url: URL, context: AppLoadContext) {
  const languages = await context.admin.languages.choices();
  const code = url.searchParams.get("lang");
  const language = code ? languages.find((l) => l.code === code) : undefined;
  if (code && !language) throw data(collectionCopy.translation.missing, { status: 404 });
  return { languages, language: language && !language.isDefault ? language : null };
}
