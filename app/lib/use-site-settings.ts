import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "./site-content";

/** The agency's settings (name, contact details, social links) that the root loader provides. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData("root") as { settings: SiteSettings } | undefined;
  if (!data) throw new Error("useSiteSettings needs the root loader's data");
  return data.settings;
}
