import { useEffect, useRef, type PointerEvent } from "react";

/** How long the pointer may be away from an open entry (trigger and panel) before it closes. */
const GRACE_MS = 300;
/** How long the pointer must rest on another entry, while one is open, before that one opens. */
const SWITCH_MS = 200;

/**
 * Hover for a menu bar whose panels hang below their triggers. On its way from
 * a trigger to the far side of a wide panel, the pointer cuts across the
 * neighbouring triggers: that must neither close the panel nor open the
 * neighbour's. So leaving closes only after a grace period, and another entry
 * opens on hover at once only when none is open, otherwise once the pointer
 * rests on it. Touch is left to clicks and focus: a tap must not open a panel
 * on its way to toggling it.
 */
export function useMenuIntent(
  open: string | null,
  setOpen: (id: string | null) => void,
  /** Whether hover must leave the menu as it is (a keyboard user is in it). */
  keep: () => boolean,
) {
  const timer = useRef(0);
  const cancel = () => window.clearTimeout(timer.current);
  const later = (id: string | null, ms: number) => {
    cancel();
    timer.current = window.setTimeout(() => setOpen(id), ms);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return {
    /** For anything but hover (click, keys, focus): takes effect now, drops what hover planned. */
    set(id: string | null) {
      cancel();
      setOpen(id);
    },
    enter(id: string, event: PointerEvent) {
      if (event.pointerType === "touch") return;
      if (open === null || open === id) {
        cancel();
        setOpen(id);
      } else if (!keep()) later(id, SWITCH_MS);
    },
    leave(event: PointerEvent) {
      if (event.pointerType === "touch" || open === null) return;
      if (keep()) cancel();
      else later(null, GRACE_MS);
    },
  };
}
