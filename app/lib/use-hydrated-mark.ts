import { useEffect, useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`), and
 * says so: false while hydrating (the server's answer), true in the render
 * React makes right after. Pages paint before their scripts load, so this is
 * the moment controls start to respond; static islands keep their HTML only
 * in the render before it (./static-island.tsx). The root's effect runs after
 * every child's, so the whole page is live by then.
 */
export function useHydratedMark(): boolean {
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return hydrated;
}
