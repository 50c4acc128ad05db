import { useSyncExternalStore } from "react";

/**
 * The visitor's first input of any kind: a pointer moving over the page or
 * pressing, a touch, a key, focus moving, a wheel or the page scrolling.
 * Code that no one needs before then (the page-wide behaviours, root.tsx)
 * waits for it, so a page that is only looked at loads nothing after it has
 * hydrated (docs/decisions/030-no-code-before-the-first-input.md).
 *
 * Listening starts when this module is evaluated, before hydration, so input
 * during hydration counts too. Only the page's own scroll counts as a scroll
 * (it reaches the window); a slider scrolling itself does not.
 */
let received = false;
const waiting = new Set<() => void>();

function receive() {
  if (received) return;
  received = true;
  for (const notify of waiting) notify();
}

if (typeof window !== "undefined") {
  for (const type of [
    "pointermove",
    "pointerdown",
    "touchstart",
    "keydown",
    "focusin",
    "wheel",
    "click",
    "scroll",
  ]) {
    // Once each: after the first input the others cost a call that returns.
    window.addEventListener(type, receive, {
      capture: type !== "scroll",
      passive: true,
      once: true,
    });
  }
}

/** Counts as the first input: a client-side navigation that started without any. */
export const markFirstInput = receive;

function subscribe(notify: () => void) {
  if (!received) waiting.add(notify);
  return () => waiting.delete(notify);
}

/**
 * False until the first input, and always while hydrating (the server's
 * answer). Only the component that calls it renders again: keep it small.
 */
export function useFirstInput(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => received,
    () => false,
  );
}
