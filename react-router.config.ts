import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/prerender";

export default {
  ssr: true,
  // BUILD_DIR lets two builds live side by side (e.g. parallel test runs).
  buildDirectory: process.env.BUILD_DIR || "build",
  // Static screens are rendered to HTML at build time and served from memory;
  // screens that read the database (projects) are rendered per request.
  prerender: prerenderPaths,
} satisfies Config;
