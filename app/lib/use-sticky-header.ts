import { useEffect } from "react";
import { useLocation } from "react-router";
import * as chrome from "~/content/layout";
import { useScrolledPast } from "./use-scrolled-past";

/**
 * Beyond 120 px of scrolling the header sticks to the top (spec §9): its
 * `data-sticky` says so and app/app.css draws it. Set here rather than by the
 * header's own render, so the header needs no code to show.
 */
export function useStickyHeader() {
  const sticky = useScrolledPast(chrome.stickyHeaderAfterPx);
  const { pathname } = useLocation();
  useEffect(() => {
    const header = document.getElementById(chrome.headerId);
    if (header) header.dataset.sticky = String(sticky);
  }, [sticky, pathname]);
}
