import { useRouteLoaderData } from "react-router";
import type { InterfaceCopy } from "./page-copy";

/**
 * The interface's words in the page's language (decision 049): the root
 * loader's `words`, read from `page:interface` and its translation, so a page
 * ships no words of another language. Nothing before the root's data is
 * there (a page that failed to load): its forms then say nothing rather than
 * another language's words.
 */
export function useInterfaceWords(): Partial<InterfaceCopy> {
  const root = useRouteLoaderData("root") as { words?: InterfaceCopy } | undefined;
  return root?.words ?? {};
}
