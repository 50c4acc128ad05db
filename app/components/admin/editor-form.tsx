import { useLayoutEffect, useRef, useState, type ComponentProps, type SyntheticEvent } from "react";
import { Form, useActionData, useNavigation } from "react-router";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The form of a console editor whose save is checked at a version (the
 * optimistic save every editor has). It posts `version`, and it is drawn
 * afresh from the page's data whenever a save of it goes through (every field
 * then shows what was stored, as the server normalised it, even when nothing
 * changed and the version stayed), when the version moves, and when a save is
 * refused as a conflict (`refused`: the data is then what was typed).
 *
 * The page's data comes back a moment after the save was sent, and the editor
 * may type meanwhile. What they changed after pressing save is theirs and not
 * saved yet: it is carried into the new drawing, with the focus and the caret,
 * and the next save sends it at the saved version.
 */
export function EditorForm({
  identity,
  version,
  refused = false,
  children,
  onInput,
  onChange,
  onSubmit,
  ...props
}: Omit<ComponentProps<typeof Form>, "ref"> & {
  /** What is edited (an item's id, a page's name): another one is another form. */
  identity: string | number | null;
  /** The version the form's data is at, posted with it. */
  version: string | number;
  /** The form shows a refused save's answer. */
  refused?: boolean;
}) {
  const idle = useNavigation().state === "idle";
  // A refusal, or a preview without JavaScript, answers with data; a save that went through redirects.
  const answered = useActionData() !== undefined;
  const [savesBack, setSavesBack] = useState(0);
  const drawing = `${identity}-${version}-${savesBack}${refused ? "-refused" : ""}`;
  const form = useRef<HTMLFormElement>(null);
  // When each field was last changed (a clock of changes), and the clock when the form was sent.
  const clock = useRef(0);
  const changed = useRef(new Map<string, number>());
  const sentAt = useRef<number | null>(null);
  const focused = useRef<Element | null>(null);
  const drawn = useRef<{ drawing: string; identity: typeof identity; form: HTMLFormElement }>(null);

  useLayoutEffect(() => {
    const before = drawn.current;
    const sent = sentAt.current;
    const saved = sent !== null && idle && !answered;
    if (before && before.drawing !== drawing && form.current) {
      // Another item's form starts empty; a new item's first save is the same one.
      const same = before.identity === identity || (before.identity === null && saved);
      if (!same) changed.current.clear();
      // What was changed since the save was sent (all of it, when the data is someone else's).
      const names = [...changed.current].filter(([, at]) => sent === null || at > sent);
      if (saved) {
        for (const [name, at] of changed.current) if (at <= sent) changed.current.delete(name);
      }
      carryOver(
        before.form,
        form.current,
        names.map(([name]) => name),
        focused.current,
      );
    } else if (saved) {
      // Back from a save at the same version: drawn again all the same, from what is stored.
      setSavesBack((count) => count + 1);
      return;
    }
    if (idle) sentAt.current = null;
    if (form.current) drawn.current = { drawing, identity, form: form.current };
  }, [drawing, identity, idle, answered]);

  const change = (event: SyntheticEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<Control>).name;
    if (name) changed.current.set(name, ++clock.current);
  };

  return (
    <Form
      {...props}
      key={drawing}
      ref={form}
      onInput={(event) => {
        change(event);
        onInput?.(event);
      }}
      onChange={(event) => {
        change(event);
        onChange?.(event);
      }}
      onSubmit={(event) => {
        sentAt.current = clock.current;
        onSubmit?.(event);
      }}
      // Focus that leaves for good is forgotten; a field removed by a new drawing blurs
      // while React's events are off, so it is still remembered there.
      onFocus={(event) => {
        focused.current = event.target;
      }}
      onBlur={() => {
        focused.current = null;
      }}
    >
      <input type="hidden" name="version" value={version} />
      {children}
    </Form>
  );
}

/** The fields named, from the form that was drawn to the one that replaced it; then the focus. */
function carryOver(
  from: HTMLFormElement,
  to: HTMLFormElement,
  names: string[],
  focused: Element | null,
) {
  const counterpart = (control: Element) => {
    const name = (control as Partial<Control>).name;
    if (control.id) return to.querySelector(`#${CSS.escape(control.id)}`);
    if (!name) return null;
    return controls(to, name)[controls(from, name).indexOf(control as Control)] ?? null;
  };
  for (const name of names) {
    const olds = controls(from, name);
    const news = controls(to, name);
    olds.forEach((old, index) => {
      const control = news[index];
      if (control) copyState(old, control);
    });
  }
  const target = focused && from.contains(focused) ? counterpart(focused) : null;
  const lost = !document.activeElement || document.activeElement === document.body;
  if (target instanceof HTMLElement && lost) {
    target.focus({ preventScroll: true });
    const old = focused as Partial<HTMLInputElement>;
    if (
      (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
      typeof old.selectionStart === "number" &&
      target.selectionStart !== null
    ) {
      target.setSelectionRange(old.selectionStart, old.selectionEnd ?? old.selectionStart);
    }
  }
}

const controls = (form: HTMLFormElement, name: string) =>
  [...form.elements].filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name === name,
  );

/**
 * One field's state, as the editor left it. A typed text is set as typing sets it,
 * so the page's own handlers (the live preview, a slug following its title) follow.
 */
function copyState(from: Control, to: Control) {
  if (from instanceof HTMLInputElement && to instanceof HTMLInputElement) {
    if (from.type === "checkbox" || from.type === "radio") {
      to.checked = from.checked;
      return;
    }
    if (from.type === "file") {
      if (from.files) to.files = from.files;
      return;
    }
  }
  if (from instanceof HTMLSelectElement && to instanceof HTMLSelectElement) {
    const chosen = new Set([...from.selectedOptions].map((option) => option.value));
    for (const option of to.options) option.selected = chosen.has(option.value);
    return;
  }
  if (to.value === from.value) return;
  const prototype = Object.getPrototypeOf(to) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(to, from.value);
  to.dispatchEvent(new Event("input", { bubbles: true }));
}
