import { isParked, reparkOn } from "~/contact/early-submit";

/**
 * What a visitor did in an island's kept HTML that its live component,
 * which replaces that HTML, must take over: text typed into its fields,
 * where the focus and the caret were, a button pressed while the code was
 * on its way, and a submit held back before the form's code ran
 * (app/contact/early-submit.ts).
 */
export interface Handover {
  parent: Node;
  next: Node | null;
  values: [name: string, value: string][];
  focus: { name: string; start: number | null; end: number | null } | null;
  /** The pressed button's place in the island, as child indexes from its root. */
  pressed: number[] | null;
  submitted: boolean;
}

/**
 * The button a click in the kept HTML was meant for, if it needs replaying:
 * not a submit button (the held submit covers those), not a link (links work
 * without the island's code).
 */
export function pressedButton(event: Event): HTMLButtonElement | null {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button || (button.form && button.type === "submit")) return null;
  return button;
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
    submitted: isParked(element),
  };
}

/**
 * Applied to the live component's fresh DOM, which stands where the kept HTML
 * stood. Values go into the DOM only: the form's hook takes them into its
 * state when it mounts, as it does after a hydration.
 */
export function restoreHandover({ parent, next, values, focus, pressed, submitted }: Handover) {
  const element = next ? next.previousSibling : parent.lastChild;
  if (!(element instanceof HTMLElement)) return;
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
  const form = element instanceof HTMLFormElement ? element : element.querySelector("form");
  if (submitted && form) reparkOn(form);
  // The live markup is the kept markup, so the same place holds the same button.
  const button = pressed && elementAt(element, pressed);
  if (button instanceof HTMLButtonElement) button.click();
}

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
