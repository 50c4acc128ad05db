import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender";

export default {
  ssr: true,
  // Static screens are rendered to HTML at build time and served from memory;
  // screens that read the database (projects) are rendered per request.
  prerender: prerenderPaths,
} satisfies Config;
