import { build } from "esbuild";
import { bundleDir, bundleEntries } from "./server-bundle.ts";

/**
 * `npm run build`, after React Router's build: the server and the operator commands
 * as plain JavaScript (decision 035), so production runs `node`, not a TypeScript
 * loader. Only our own code (server/, and what it uses of app/) is bundled: every
 * package stays an import resolved in node_modules at run time, so native ones
 * (better-sqlite3, sharp) and any that read files beside their own code load exactly
 * as they do from source, and bundling takes about a second.
 */
const started = performance.now();
await build({
  entryPoints: bundleEntries,
  outdir: bundleDir(),
  bundle: true,
  packages: "external",
  platform: "node",
  target: "node20.19",
  format: "esm",
  // `node --enable-source-maps` (npm start) reports errors at their TypeScript lines.
  sourcemap: true,
  logLevel: "warning",
});
console.log(
  `Compiled the server and commands into ${bundleDir()} in ${Math.round(performance.now() - started)} ms.`,
);
