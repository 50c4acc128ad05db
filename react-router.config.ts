import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two builds live side by side (e.g. parallel test runs).
  buildDirectory: process.env.BUILD_DIR || "build",
  // Nothing is pre-rendered: every public page shows what the agency edits in the
  // console, so it is rendered from the database and kept until that changes
  // (the render cache; docs/decisions/037-site-content.md).
} satisfies Config;
