import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { declaredIslands, isStaticIslandImport } from "./island-declarations.js";
import { parseModule, resolveSpecifier, summarizeModule } from "./module-summary.js";

/** The name under which a module's module-level code (not a declaration) is reached. */
export const MODULE_CODE = "";

/** One graph per app root, with the modification times of the files it read. */
const built = new Map();

/**
 * The app's islands and, for each module, which of its top-level statements
 * an island renders (./island-rules.js reports on those).
 *
 * Islands come from every module under `root` that calls `staticIsland(…)`
 * (tests aside). From each island's export, the walk follows every
 * module-level name a reached statement uses: into another statement of the
 * same module, or through an import into the app's own modules, statement by
 * statement, so a shared file is checked only in what an island renders of
 * it. It does not go into packages (react-router's `<Link>` is theirs), nor
 * into another island: using one is what `no-nested-islands` reports.
 *
 * Reading the sources takes a moment, so the graph is built once per ESLint
 * process, and again when a file it read has changed (an editor's ESLint
 * server lives long) or when the file being linted newly declares islands.
 */
export function islandGraph(root, file, text) {
  const cached = built.get(root);
  if (cached && isFresh(cached.times, file, text)) return cached.graph;
  const times = new Map();
  const graph = buildGraph(root, times);
  // Known from now on: an editor's unsaved new file does not rebuild it at every keystroke.
  if (!times.has(file)) times.set(file, modifiedAt(file));
  built.set(root, { graph, times });
  return graph;
}

function buildGraph(root, times) {
  const summaries = new Map();
  const summaryOf = (file) => {
    let summary = summaries.get(file);
    if (!summary) {
      summary = summarizeModule(file, parseModule(file, readFileSync(file, "utf8")));
      summaries.set(file, summary);
    }
    return summary;
  };

  const islands = [];
  const islandsFiles = new Set();
  /** The statements that declare islands: the walk stops there, each island is its own. */
  const declarations = new Set();
  for (const file of sourceFiles(root)) {
    times.set(file, modifiedAt(file));
    if (!readFileSync(file, "utf8").includes("staticIsland(")) continue;
    const summary = summaryOf(file);
    const declared = declaredIslands(summary, root);
    if (declared.islands.length === 0 && declared.problems.length === 0) continue;
    islandsFiles.add(file);
    islands.push(...declared.islands);
    for (const statement of summary.statements) {
      if (declared.islands.some((island) => statement.names.includes(island.name))) {
        declarations.add(statement);
      }
    }
  }
  const islandNamed = (file, name) =>
    islands.find((island) => island.file === file && island.name === name);

  /** Where `local`, a module-level name of `file`, is declared; undefined for a package. */
  const origin = (file, local, seen = new Set()) => {
    const summary = summaryOf(file);
    if (summary.statements.some((statement) => statement.names.includes(local))) {
      return { file, name: local };
    }
    const imported = summary.imports.get(local);
    if (!imported || imported.typeOnly || isStaticIslandImport(imported)) return undefined;
    return exported(resolveSpecifier(file, imported.specifier, root), imported.name, seen);
  };
  /** Where the export `name` of `file` is declared ("*": the whole module). */
  const exported = (file, name, seen = new Set()) => {
    if (!file) return undefined;
    if (name === "*") return { file, name };
    const key = `${file}#${name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const summary = summaryOf(file);
    const local = summary.exports.get(name);
    if (local !== undefined) return origin(file, local, seen);
    const reexport = summary.reexports.get(name);
    if (reexport) {
      return exported(resolveSpecifier(file, reexport.specifier, root), reexport.name, seen);
    }
    for (const specifier of summary.exportsAll) {
      const found = exported(resolveSpecifier(file, specifier, root), name, seen);
      if (found) return found;
    }
    return undefined;
  };

  /** kind ("static" or "any") -> file -> declared name (or MODULE_CODE) -> the first island there */
  const reached = { static: new Map(), any: new Map() };
  for (const kind of ["static", "any"]) {
    const seen = new Set();
    for (const island of islands) {
      if (kind === "static" && !island.static) continue;
      const queue = [exported(island.module, island.exportName)];
      while (queue.length > 0) {
        const target = queue.pop();
        if (!target || islandNamed(target.file, target.name)) continue;
        const summary = summaryOf(target.file);
        let names = reached[kind].get(target.file);
        if (!names) reached[kind].set(target.file, (names = new Map()));
        for (const statement of summary.statements) {
          if (seen.has(statement) || declarations.has(statement)) continue;
          if (!declares(statement, target.name)) continue;
          seen.add(statement);
          for (const name of statement.names.length > 0 ? statement.names : [MODULE_CODE]) {
            if (!names.has(name)) names.set(name, island);
          }
          for (const used of statement.uses) queue.push(origin(target.file, used));
        }
        // A module that is rendered from is loaded: its module-level code runs too.
        if (target.name !== MODULE_CODE) queue.push({ file: target.file, name: MODULE_CODE });
      }
    }
  }

  const none = new Map();
  return {
    islands,
    /** Which of `file`'s names static islands, and islands of any kind, render. */
    reached(file) {
      return { static: reached.static.get(file) ?? none, any: reached.any.get(file) ?? none };
    },
    /**
     * What an import of `file` brings of islands: `{ file, island }` when it
     * names an island, `{ file }` when it is a whole islands file (`import *`),
     * undefined otherwise.
     */
    islandBehind(file, specifier, importedName) {
      const target = exported(resolveSpecifier(file, specifier, root), importedName);
      if (!target) return undefined;
      if (target.name === "*") return islandsFiles.has(target.file) ? target : undefined;
      const island = islandNamed(target.file, target.name);
      return island ? { file: target.file, island } : undefined;
    },
    /** The island declared as `name` in `file`. */
    islandNamed,
  };
}

function declares(statement, name) {
  if (name === "*") return true;
  if (name === MODULE_CODE) return statement.names.length === 0;
  return statement.names.includes(name);
}

function isFresh(times, file, text) {
  if (!times.has(file) && text.includes("staticIsland(")) return false;
  for (const [each, time] of times) if (modifiedAt(each) !== time) return false;
  return true;
}

/** The app's modules; tests declare islands of their own, which are not the app's. */
function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}
