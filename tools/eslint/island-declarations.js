import { resolveSpecifier, topLevelInit } from "./module-summary.js";

/**
 * The islands a module declares, read from its `staticIsland(load, name, tag,
 * options)` calls (app/lib/static-island.tsx): the islands files are the one
 * list of islands, and these rules read it rather than keep a second one.
 *
 * An island is understood when it is a top-level `const`, its `load` is
 * `() => import("./x")` (or a top-level const holding one), its name a string,
 * and its options absent or an object literal (or a const holding one). It is
 * static unless the options say `live` or `hydrateWhen`. Anything else is a
 * problem, reported by `islands/readable-declarations`: an island the rules
 * cannot read is one they cannot check.
 */
export function declaredIslands(summary, root) {
  const local = staticIslandName(summary);
  const islands = [];
  const problems = [];
  if (!local) return { islands, problems };

  for (const { node } of summary.statements) {
    walk(node, (call, parent) => {
      if (call.type !== "CallExpression" || call.callee.type !== "Identifier") return;
      if (call.callee.name !== local) return;
      const problem = (message) => problems.push({ node: call, message });
      const declarator =
        parent?.type === "VariableDeclarator" && parent.init === call ? parent : null;
      if (!declarator || declarator.id.type !== "Identifier" || !isTopLevel(node, declarator)) {
        return problem("Declare each island as a top-level `const X = staticIsland(…)`.");
      }
      const [load, name, , options] = call.arguments;
      const specifier = loadedSpecifier(summary, load);
      if (!specifier) {
        return problem(
          'Load the island\'s module as `() => import("./x")`, or a const holding one.',
        );
      }
      const module = resolveSpecifier(summary.file, specifier, root);
      if (!module) return problem(`No module of the app at "${specifier}".`);
      if (name?.type !== "Literal" || typeof name.value !== "string") {
        return problem("Name the island's export with a string.");
      }
      const settings = readOptions(summary, options);
      if (!settings) {
        return problem("Give the options as an object literal (or a const holding one).");
      }
      islands.push({
        name: declarator.id.name,
        file: summary.file,
        line: call.loc.start.line,
        module,
        exportName: name.value,
        static: !settings.live,
      });
    });
  }
  return { islands, problems };
}

/** The local name `staticIsland` is imported under, if the module imports it. */
export function staticIslandName(summary) {
  for (const [local, imported] of summary.imports) {
    if (isStaticIslandImport(imported)) return local;
  }
  return undefined;
}

/** The import of the mechanism itself (app/lib/static-island.tsx), which is not an island. */
export function isStaticIslandImport(imported) {
  return imported.name === "staticIsland" && /(^|\/)static-island$/.test(imported.specifier);
}

function loadedSpecifier(summary, node) {
  if (node?.type === "Identifier")
    return loadedSpecifier(summary, topLevelInit(summary, node.name));
  if (node?.type !== "ArrowFunctionExpression" || node.params.length > 0) return undefined;
  const body = node.body;
  if (body.type !== "ImportExpression" || body.source.type !== "Literal") return undefined;
  return typeof body.source.value === "string" ? body.source.value : undefined;
}

/** `{ live }` from the options, or undefined when they cannot be read. */
function readOptions(summary, node) {
  if (!node) return { live: false };
  if (node.type === "TSAsExpression" || node.type === "TSSatisfiesExpression") {
    return readOptions(summary, node.expression);
  }
  if (node.type === "Identifier") {
    const init = topLevelInit(summary, node.name);
    return init ? readOptions(summary, init) : undefined;
  }
  if (node.type !== "ObjectExpression") return undefined;
  const keys = [];
  for (const property of node.properties) {
    if (property.type !== "Property" || property.computed) return undefined;
    keys.push(property.key.type === "Identifier" ? property.key.name : String(property.key.value));
  }
  return { live: keys.includes("live") || keys.includes("hydrateWhen") };
}

function isTopLevel(statement, declarator) {
  const declaration =
    statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
  return (
    declaration?.type === "VariableDeclaration" && declaration.declarations.includes(declarator)
  );
}

/** Every node under `node`, each with its parent. */
function walk(node, visit, parent = null) {
  visit(node, parent);
  for (const key of Object.keys(node)) {
    if (key === "parent") continue;
    const value = node[key];
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === "string") walk(child, visit, node);
    }
  }
}
