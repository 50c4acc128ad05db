import { mainMenu, type MenuItem, type MenuLink } from "../content/navigation.ts";
import { langOf } from "./fallback-language.ts";
import type { InterfaceCopy } from "./page-copy.ts";

/** The main menu's entries, each followed by its submenu's: the interface words' order. */
const entries = (menu: readonly MenuItem[]) =>
  menu.flatMap((item) => [item.title, ...(item.submenu ?? []).map((sub) => sub.title)]);

/** How many entries the main menu has (the interface words' fixed rows). */
export const MENU_ENTRIES = entries(mainMenu).length;

/** The main menu's entries in the default language: the interface words' seed. */
export const menuEntryNames = () => entries(mainMenu).map((name) => ({ name }));

/**
 * The main menu in the page's words (decision 049): its links the layout's,
 * each entry's words the interface's, in order; an entry without any keeps
 * its own.
 */
export function menuIn(words: Partial<Pick<InterfaceCopy, "menuItems">>): MenuItem[] {
  let at = 0;
  const named = <T extends MenuLink>(entry: T): T => {
    const word = words.menuItems?.[at++];
    const lang = word?.name ? langOf(word, "name") : undefined;
    return { ...entry, title: word?.name || entry.title, ...(lang ? { lang } : {}) };
  };
  return mainMenu.map((item) => {
    const top = named(item);
    return item.submenu ? { ...top, submenu: item.submenu.map(named) } : top;
  });
}
