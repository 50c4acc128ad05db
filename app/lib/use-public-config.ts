import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "./public-config";

/** The public configuration (contact details, API base) that the root loader provides. */
export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData("root") as { publicConfig: PublicConfig } | undefined;
  if (!data) throw new Error("usePublicConfig needs the root loader's data");
  return data.publicConfig;
}
