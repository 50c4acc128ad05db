import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Tells screen readers which page a client-side navigation opened: a polite
 * live region that takes the new document title. Focus is not moved (the
 * skip link still leads to the content). A full page load announces itself,
 * so the first render says nothing.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const region = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The title is part of the same commit (<Meta /> in the root), so it is already new.
    if (region.current) region.current.textContent = document.title;
  }, [pathname]);

  return (
    <div
      ref={region}
      id="route-announcer"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
    />
  );
}
