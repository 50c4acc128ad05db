import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * An editor's `shouldRevalidate`: its live preview posts the body alone
 * (intent "render"), which saves nothing, so the page's data is not loaded
 * again; every other post reloads it as usual.
 */
export const previewKeepsData = ({
  formData,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  // A preview answered while the page goes elsewhere (a save's redirect) completes that
  // navigation with what it loaded: it loads the page's data then, as any post would.
  formData?.get("intent") === "render" && currentUrl.href === nextUrl.href
    ? false
    : defaultShouldRevalidate;
