/**
 * What a visitor did in an island's kept HTML that its live component,
 * which replaces that HTML, must take over: text typed into its fields,
 * where the focus and the caret were, and a button pressed while the code
 * was on its way. (A form submitted before then is posted by the browser
 * itself, to the page's action: docs/decisions/017-html-forms-first.md.)
 */
export interface Handover {
  parent: Node;
  next: Node | null;
  /** The kept element's height, which the fresh one keeps while it is off screen. */
  height: number;
  /** Where it was on screen, when the browser anchored the scroll position to it. */
  anchorTop: number | null;
  values: [name: string, value: string][];
  focus: { name: string; start: number | null; end: number | null } | null;
  /** The pressed button's place in the island, as child indexes from its root. */
  pressed: number[] | null;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const CONTROLS = "input[name], textarea[name], select[name]";

/** Read from the kept HTML just before the live component replaces it. */
export function captureHandover(element: HTMLElement, pressed: Element | null): Handover {
  const active = document.activeElement;
  const focused =
    active && element.contains(active) && active.matches(CONTROLS) ? (active as Control) : null;
  const caret = focused && "selectionStart" in focused && isTextual(focused);
  return {
    parent: element.parentNode!,
    next: element.nextSibling,
    height: element.getBoundingClientRect().height,
    anchorTop: scrollAnchorTop(element),
    values: [...element.querySelectorAll<Control>(CONTROLS)]
      .filter((control) => isTextual(control) || control instanceof HTMLSelectElement)
      .map((control) => [control.name, control.value]),
    focus: focused
      ? {
          name: focused.name,
          start: caret ? (focused as HTMLInputElement).selectionStart : null,
          end: caret ? (focused as HTMLInputElement).selectionEnd : null,
        }
      : null,
    pressed: pressed && element.contains(pressed) ? pathTo(element, pressed) : null,
  };
}

/**
 * Applied to the live component's fresh DOM, which stands where the kept HTML
 * stood. Values go into the DOM only: the form's hook takes them into its
 * state when it mounts, as it does after a hydration.
 */
export function restoreHandover(handover: Handover) {
  const { parent, next, height, anchorTop, values, focus, pressed } = handover;
  const element = next ? next.previousSibling : parent.lastChild;
  if (!(element instanceof HTMLElement)) return;
  // A section off screen is not laid out (content-visibility: auto, app.css)
  // and a fresh element has no remembered size: it would take the generic
  // estimate, and the page below it would jump. It keeps the size it had.
  if (height) element.style.containIntrinsicSize = `auto ${Math.round(height)}px`;
  if (anchorTop !== null) holdOnScreen(element, anchorTop);
  const named = (name: string) =>
    element.querySelector<Control>(`[name="${CSS.escape(name)}"]`) ??
    (element.matches(`[name="${CSS.escape(name)}"]`) ? (element as unknown as Control) : null);
  for (const [name, value] of values) {
    const control = named(name);
    if (control && value && control.value !== value) control.value = value;
  }
  if (focus) {
    const control = named(focus.name);
    control?.focus({ preventScroll: true });
    if (control && focus.start !== null && "setSelectionRange" in control) {
      control.setSelectionRange(focus.start, focus.end);
    }
  }
  // The live markup is the kept markup, so the same place holds the same button.
  const button = pressed && elementAt(element, pressed);
  if (button instanceof HTMLButtonElement) button.click();
}

/**
 * The element's top on screen if the browser is likely anchoring the scroll
 * position to it: it holds the top of the viewport, or is the first thing
 * below it. Replacing the anchor costs the browser its reference, and sections
 * above that settle their size just then (content-visibility) would move the
 * page under the visitor.
 */
function scrollAnchorTop(element: HTMLElement): number | null {
  const box = element.getBoundingClientRect();
  if (box.bottom <= 0 || box.top >= window.innerHeight) return null;
  const before = element.previousElementSibling?.getBoundingClientRect();
  return box.top <= 0 || !before || before.bottom <= 0 ? layoutTop(element) : null;
}

/**
 * Where the element's box is laid out, relative to the viewport, without
 * transforms: an entrance animation (`.reveal`, app/app.css) moving it is not
 * a drift to correct, and correcting it would scroll the page by itself.
 */
function layoutTop(element: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null)
    top += node.offsetTop + (node === element ? 0 : node.clientTop);
  return top - window.scrollY;
}

/** For a few frames, keeps the fresh element where the old one was, unless the visitor scrolls. */
function holdOnScreen(element: HTMLElement, top: number) {
  let expected = window.scrollY;
  let frames = 0;
  const hold = () => {
    if (!element.isConnected || window.scrollY !== expected || ++frames > HOLD_FRAMES) return;
    const drift = layoutTop(element) - top;
    if (Math.abs(drift) >= 1) {
      window.scrollBy({ top: drift, behavior: "instant" });
      expected = window.scrollY;
    }
    requestAnimationFrame(hold);
  };
  hold();
}

const HOLD_FRAMES = 20;

function pathTo(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node = target; node !== root && node.parentElement; node = node.parentElement)
    path.unshift([...node.parentElement.children].indexOf(node));
  return path;
}

function elementAt(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

function isTextual(control: Control): boolean {
  if (control instanceof HTMLTextAreaElement) return true;
  return (
    control instanceof HTMLInputElement &&
    !["checkbox", "radio", "hidden", "submit", "button", "file"].includes(control.type)
  );
}
