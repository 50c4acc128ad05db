import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * An editor's `shouldRevalidate`: its live preview posts the body alone
 * (intent "render"), which saves nothing, so the page's data is not loaded
 * again; every other post reloads it as usual.
 */
export const previewKeepsData = ({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  formData?.get("intent") === "render" ? false : defaultShouldRevalidate;
