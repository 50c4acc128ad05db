/**
 * Arrow keys inside an open menu panel: Up and Down go through its links (and
 * wrap), Home and End to the first and last, Left and Right to the first link
 * of the neighbouring column (`data-menu-column`) of a mega menu. Returns
 * whether the key moved the focus, so the caller can keep the page still.
 */
export function moveFocusInPanel(panel: HTMLElement, key: string): boolean {
  const links = [...panel.querySelectorAll<HTMLElement>("a[href]")];
  const current = links.findIndex((link) => link === document.activeElement);
  const columns = [...panel.querySelectorAll<HTMLElement>("[data-menu-column]")];
  const column = columns.findIndex((c) => c.contains(document.activeElement));
  const wrap = (index: number, length: number) => (index + length) % length;
  const target: Record<string, () => HTMLElement | null | undefined> = {
    Home: () => links[0],
    End: () => links.at(-1),
    ArrowDown: () => links[wrap(current + 1, links.length)],
    ArrowUp: () => links[wrap(Math.max(current, 0) - 1, links.length)],
    ArrowRight: () => columns[wrap(column + 1, columns.length)]?.querySelector("a[href]"),
    ArrowLeft: () => columns[wrap(column - 1, columns.length)]?.querySelector("a[href]"),
  };
  const next = links.length > 0 ? target[key]?.() : undefined;
  next?.focus();
  return Boolean(next);
}
