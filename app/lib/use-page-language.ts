import { useRouteLoaderData } from "react-router";
import type { PageLanguage } from "./page-language";

/** The code of the page's language (the root loader's), the default's before it is known. */
export function usePageLanguage(): string {
  const root = useRouteLoaderData("root") as { language?: PageLanguage } | undefined;
  return root?.language?.code ?? "en";
}
