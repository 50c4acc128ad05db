import { writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";

/**
 * How the browser build is split into files (docs/performance.md).
 *
 * Left alone, the bundler makes one small file per combination of pages that
 * share some modules: about thirty requests before a page can hydrate, each a
 * round trip on a phone and each compressed on its own. Every page loads the
 * root route, so whatever the root route (the header, footer and their kit)
 * or the client entry imports statically belongs in one "shell" file; React,
 * React DOM and React Router, which change only on upgrades, in one "react"
 * file. Each page's own modules stay with its route, and anything imported
 * with `import()` (form rules, notices, video, the sliders' engine) stays
 * lazy: only static imports are followed.
 */
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx/;
/**
 * What every page's route module imports besides the root: its title and
 * description (app/lib/meta.ts), and the `lang` of words shown in the default
 * language (app/lib/fallback-language.ts and the `Words` element that sets it,
 * app/components/ui/words.tsx, used by nearly every section). In a
 * file of its own each would cost every page one more request and one more
 * compression window, and every table of what to preload its name; in the
 * shell, nothing.
 */
const EVERY_PAGE =
  /[\\/]app[\\/](lib[\\/](meta|fallback-language)\.ts|components[\\/]ui[\\/]words\.tsx)$/;
const ENTRY = /[\\/]app[\\/]entry\.client\.tsx|virtual:react-router\/entry\.client/;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const STYLES = /\.(css|scss)(\?|$)/;
/** The files every page has loaded before any `import()` can run: the entry's and the root route's. */
const ALWAYS_LOADED = /^assets\/(react|shell|rolldown-runtime)-[\w-]{8}\.(js|css)$/;
/** Where static islands are declared (docs/decisions/015-static-islands.md). */
const ISLAND_DECLARATIONS = /[\\/](islands|[\w-]+-islands?)\.ts$/;
/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment). Most
 * of React DOM runs on every load, to hydrate: with the hint, Chrome compiles
 * the "react" file's functions while it streams the file, off the main thread,
 * instead of one by one as hydration first calls them
 * (docs/decisions/033-react-compiled-while-streaming.md).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * What the browser build made, for the checks of `npm test`
 * (tests/integration/js-budget.test.ts): each chunk, what it imports, and
 * whether it is an island's module (loaded with import() from an island
 * declaration). Written beside the client folder, so it is never served.
 */
export interface ClientChunks {
  chunks: Record<
    string,
    { imports: string[]; dynamicImports: string[]; isEntry: boolean; island: string | null }
  >;
}

export function clientChunks(): Plugin {
  const shell = new Set<string>();
  return {
    name: "genesis:client-chunks",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          modulePreload: {
            polyfill: false,
            // Each file that imports lazily carries a table of what to preload
            // with each import. Those every page already has need no naming
            // there: left out, the tables on / are about 0.3 kB (gzip) smaller.
            resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
          },
          rolldownOptions: {
            output: {
              // After minification, which would strip it as a comment.
              postBanner: (chunk) => (chunk.name === "react" ? COMPILE_HINT : ""),
              codeSplitting: {
                groups: [
                  { name: "react", test: REACT, priority: 2 },
                  { name: "shell", test: (id) => shell.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const root = this.environment.config.root;
      const report: ClientChunks = { chunks: {} };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const facade = chunk.facadeModuleId;
        const declaredBy =
          chunk.isDynamicEntry && facade
            ? (this.getModuleInfo(facade)?.dynamicImporters ?? []).find((id) =>
                ISLAND_DECLARATIONS.test(id),
              )
            : undefined;
        report.chunks[chunk.fileName] = {
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          isEntry: chunk.isEntry,
          island: declaredBy && facade ? relative(root, facade) : null,
        };
      }
      writeFileSync(
        join(dirname(options.dir), "client-chunks.json"),
        JSON.stringify(report, null, 1),
      );
    },
    buildEnd() {
      if (this.environment.name !== "client") return;
      const pending = [...this.getModuleIds()].filter(
        (id) => ROOT_ROUTE.test(id) || ENTRY.test(id) || EVERY_PAGE.test(id),
      );
      const visited = new Set<string>();
      while (pending.length) {
        const id = pending.pop()!;
        // Packages are left to the automatic split: following a barrel file such
        // as lucide's would capture every icon, used on this page or not.
        if (visited.has(id) || NODE_MODULES.test(id) || STYLES.test(id)) continue;
        visited.add(id);
        // What the client entry imports joins the shell, but not the entry: it
        // keeps a file of its own, which React Router imports last, once every
        // route module is registered. Inside the shell it would run with the
        // root route, too early, and hydrate before the routes are known.
        if (!ENTRY.test(id)) shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
