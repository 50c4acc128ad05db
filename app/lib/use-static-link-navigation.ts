import { useEffect } from "react";
import { createPath, useLocation, useNavigate } from "react-router";

/**
 * Follows links inside static islands (app/lib/static-island.tsx) the way a
 * React Router `<Link>` would: a client-side navigation instead of a new
 * document. Their HTML came from `<Link>` on the server (`data-discover` marks
 * it), but no handler was ever attached to it. Links that React handled have
 * already been prevented by the time the click bubbles to the document, so
 * this sees only the static ones; new tabs, downloads, other origins and
 * modified clicks keep the browser's behaviour.
 */
export function useStaticLinkNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = createPath(location);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor?.hasAttribute("data-discover") || anchor.hasAttribute("download")) return;
      if (anchor.target && anchor.target !== "_self") return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      void navigate(to, { replace: to === current });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate, current]);
}
