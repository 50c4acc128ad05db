import { useRouteLoaderData } from "react-router";
import type { MenuItem } from "~/content/navigation";

/**
 * The main menu in the page's words (the root loader's `menu`, ./main-menu.ts):
 * apart from ./interface-words.ts, so only the menus' own code carries it.
 */
export function useMainMenu(): MenuItem[] {
  const root = useRouteLoaderData("root") as { menu?: MenuItem[] } | undefined;
  return root?.menu ?? [];
}
