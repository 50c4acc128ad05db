import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`).
 * Pages paint before their scripts load, so this is the moment controls
 * start to respond; static islands keep their HTML only in the render before
 * it (./static-island.tsx). The root's effect runs after every child's, so
 * the whole page is live by then.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
