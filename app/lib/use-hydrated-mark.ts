import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`).
 * Pages paint before their scripts load, so this is the moment controls start
 * to respond; the end-to-end tests wait for it before acting like a visitor.
 * The root's effect runs after every child's, so the whole page is live by then.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
