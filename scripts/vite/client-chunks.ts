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
const SHELL_ROOTS =
  /[\\/]app[\\/](root\.tsx|entry\.client\.tsx)|virtual:react-router\/entry\.client/;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const STYLES = /\.(css|scss)(\?|$)/;

export function clientChunks(): Plugin {
  const shell = new Set<string>();
  return {
    name: "genesis:client-chunks",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            output: {
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
    buildEnd() {
      if (this.environment.name !== "client") return;
      const pending = [...this.getModuleIds()].filter((id) => SHELL_ROOTS.test(id));
      while (pending.length) {
        const id = pending.pop()!;
        // Packages are left to the automatic split: following a barrel file such
        // as lucide-react's would capture every icon, used on this page or not.
        if (shell.has(id) || NODE_MODULES.test(id) || STYLES.test(id)) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
