import path from "node:path";
import { declaredIslands, isStaticIslandImport } from "./island-declarations.js";
import { MODULE_CODE, islandGraph } from "./island-graph.js";
import { declaredNames, holdsCode, importedName, summarizeModule } from "./module-summary.js";

/**
 * The static islands' contract (docs/decisions/015-static-islands.md), checked
 * by lint: a static island is kept as server HTML and never hydrated, so
 * nothing in what it renders may need its code in the browser, and an island
 * inside another never wakes. The islands are read from the islands files'
 * `staticIsland(…)` calls (./island-graph.js), not listed here.
 *
 * Settings: `islands.root`, the app's folder (`~/` in imports), "app" by default.
 */

/**
 * Hooks a static island may call: those whose result is fixed by the server
 * render itself. `useId` names an element (the logo's gradient) the same way
 * on the server and in the browser. Every other hook is state, an effect, a
 * ref that is never attached, or a read of context or the router whose later
 * changes kept HTML would never show.
 */
const STATIC_HOOKS = new Set(["useId"]);

const DECISION = "docs/decisions/015-static-islands.md";

const noBehaviourInStatic = {
  meta: {
    type: "problem",
    docs: {
      description:
        "A static island has no handlers, state or effects: its HTML is kept and never hydrated",
    },
    schema: [],
    messages: {
      handler: `\`{{name}}\` does nothing here: the static island {{island}} renders this, and its HTML is kept, never hydrated. Make that island live, or move this out of it (${DECISION}).`,
      hook: `\`{{name}}\` does nothing here: the static island {{island}} renders this, and its HTML is kept, never hydrated. A static island calls no hook but {{allowed}}; make it live, or move this out of it (${DECISION}).`,
      passed: `\`{{name}}\` does nothing: {{island}} is a static island, kept as server HTML and never hydrated. Make it live, or render this control outside it (${DECISION}).`,
    },
  },
  create(context) {
    const scope = islandsScope(context);
    if (!scope) return {};
    const { graph, file, sourceCode } = scope;
    const reached = reachedStatements(sourceCode.ast, graph.reached(file).static);
    const renderedBy = (node) => reached.get(topLevelStatement(node));

    return {
      JSXAttribute(attribute) {
        if (attribute.name.type !== "JSXIdentifier") return;
        const name = attribute.name.name;
        if (!/^on[A-Z]/.test(name) && name !== "ref") return;
        const target = renderedIsland(attribute.parent, scope);
        if (target?.static) {
          context.report({
            node: attribute,
            messageId: "passed",
            data: { name, island: describe(target, context) },
          });
          return;
        }
        const island = renderedBy(attribute);
        // A prop handed on as it came (`onClick={onClick}`) is dead only if a
        // caller fills it, and every caller is checked here in turn.
        if (!island || isHandedDown(attribute.value, sourceCode)) return;
        context.report({
          node: attribute,
          messageId: "handler",
          data: { name, island: describe(island, context) },
        });
      },
      CallExpression(call) {
        const name = hookName(call.callee);
        if (!name || STATIC_HOOKS.has(name)) return;
        const island = renderedBy(call);
        if (!island) return;
        context.report({
          node: call.callee,
          messageId: "hook",
          data: {
            name,
            island: describe(island, context),
            allowed: [...STATIC_HOOKS].map((each) => `\`${each}\``).join(", "),
          },
        });
      },
    };
  },
};

const noNestedIslands = {
  meta: {
    type: "problem",
    docs: { description: "Islands do not nest: nothing an island renders is another island" },
    schema: [],
    messages: {
      nested: `\`{{name}}\` {{what}}, inside the island {{outer}}. Islands do not nest: React never renders inside kept HTML, so an island in it cannot wake on its own. Render it beside the other, from the page (${DECISION}).`,
      declared: `An island declared inside the island {{outer}}. Islands do not nest: React never renders inside kept HTML, so an island in it cannot wake on its own. Declare it in the page's islands file (${DECISION}).`,
    },
  },
  create(context) {
    const scope = islandsScope(context);
    if (!scope) return {};
    const { graph, file, sourceCode } = scope;
    const reached = reachedStatements(sourceCode.ast, graph.reached(file).any);
    if (reached.size === 0) return {};
    const renderedBy = (node) => reached.get(topLevelStatement(node));

    /** Every use of `variable` in what an island renders is an island nested in it. */
    const reportUses = (variable, what) => {
      for (const reference of variable.references) {
        const outer = renderedBy(reference.identifier);
        if (!outer) continue;
        context.report({
          node: reference.identifier,
          messageId: "nested",
          data: { name: variable.name, what, outer: describe(outer, context) },
        });
      }
    };

    return {
      ImportDeclaration(declaration) {
        if (declaration.importKind === "type") return;
        for (const specifier of declaration.specifiers) {
          if (specifier.importKind === "type") continue;
          const behind = graph.islandBehind(
            file,
            declaration.source.value,
            importedName(specifier),
          );
          if (!behind) continue;
          const what = behind.island
            ? `is an island (${where(behind.island, context)})`
            : `is an islands file (${relative(behind.file, context)})`;
          for (const variable of sourceCode.getDeclaredVariables(specifier)) {
            reportUses(variable, what);
          }
        }
      },
      "Program:exit"() {
        // Islands this module declares itself.
        const moduleScope = sourceCode.scopeManager.scopes.find((each) => each.type === "module");
        for (const variable of moduleScope?.variables ?? []) {
          const island = graph.islandNamed(file, variable.name);
          if (island) reportUses(variable, `is an island (${where(island, context)})`);
        }
      },
      CallExpression(call) {
        if (call.callee.type !== "Identifier") return;
        const definition = findVariable(sourceCode.getScope(call), call.callee.name)?.defs[0];
        if (definition?.type !== "ImportBinding") return;
        const imported = {
          name: importedName(definition.node),
          specifier: definition.parent.source.value,
        };
        if (!isStaticIslandImport(imported)) return;
        const outer = renderedBy(call);
        if (outer) {
          context.report({
            node: call,
            messageId: "declared",
            data: { outer: describe(outer, context) },
          });
        }
      },
    };
  },
};

const readableDeclarations = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Every `staticIsland(…)` declaration can be read, so the island rules can check it",
    },
    schema: [],
    messages: {
      unreadable: "The island rules cannot read this island, so they cannot check it: {{problem}}",
    },
  },
  create(context) {
    const { sourceCode } = context;
    if (!sourceCode.text.includes("staticIsland(")) return {};
    const root = appRoot(context);
    return {
      "Program:exit"() {
        const summary = summarizeModule(context.physicalFilename, sourceCode);
        for (const problem of declaredIslands(summary, root).problems) {
          context.report({
            node: problem.node,
            messageId: "unreadable",
            data: { problem: problem.message },
          });
        }
      },
    };
  },
};

export default {
  meta: { name: "islands" },
  rules: {
    "no-behaviour-in-static": noBehaviourInStatic,
    "no-nested-islands": noNestedIslands,
    "readable-declarations": readableDeclarations,
  },
};

function appRoot(context) {
  return path.resolve(context.cwd, context.settings.islands?.root ?? "app");
}

/** The graph and the file being linted, when it is one of the app's modules. */
function islandsScope(context) {
  const root = appRoot(context);
  const file = context.physicalFilename;
  if (!file.startsWith(root + path.sep)) return undefined;
  const { sourceCode } = context;
  return { graph: islandGraph(root, file, sourceCode.text), file, sourceCode };
}

/** The module's top-level statements an island renders, each with that island. */
function reachedStatements(program, names) {
  const reached = new Map();
  if (names.size === 0) return reached;
  for (const node of program.body) {
    if (!holdsCode(node)) continue;
    const declared = declaredNames(node);
    const island = (declared.length > 0 ? declared : [MODULE_CODE])
      .map((name) => names.get(name))
      .find(Boolean);
    if (island) reached.set(node, island);
  }
  return reached;
}

function topLevelStatement(node) {
  let current = node;
  while (current.parent && current.parent.type !== "Program") current = current.parent;
  return current;
}

/** The island a JSX element renders, when its name is one (imported, or declared here). */
function renderedIsland(element, { graph, file, sourceCode }) {
  let root = element.name;
  while (root.type === "JSXMemberExpression") root = root.object;
  if (root.type !== "JSXIdentifier") return undefined;
  const definition = findVariable(sourceCode.getScope(element), root.name)?.defs[0];
  if (definition?.type === "Variable") {
    // An island this module declares itself: a top-level const.
    const declaration = definition.node.parent;
    const statement =
      declaration.parent.type === "ExportNamedDeclaration" ? declaration.parent : declaration;
    return statement.parent.type === "Program" ? graph.islandNamed(file, root.name) : undefined;
  }
  if (definition?.type !== "ImportBinding") return undefined;
  const behind = graph.islandBehind(
    file,
    definition.parent.source.value,
    importedName(definition.node),
  );
  if (!behind) return undefined;
  if (element.name.type === "JSXMemberExpression" && element.name.object === root) {
    return graph.islandNamed(behind.file, element.name.property.name);
  }
  return behind.island;
}

/**
 * `{onClick}` or `{props.onClick}`: a component's prop, handed on as it came.
 * Only a component's (a function named with a capital): a parameter of a
 * callback (`items.map((item) => …)`) brings a handler from this very code.
 */
function isHandedDown(value, sourceCode) {
  if (value?.type !== "JSXExpressionContainer") return false;
  let root = value.expression;
  while (root.type === "MemberExpression" && !root.computed) root = root.object;
  if (root.type !== "Identifier") return false;
  const definition = findVariable(sourceCode.getScope(value), root.name)?.defs[0];
  if (definition?.type !== "Parameter") return false;
  const component = definition.node;
  const name =
    component.id?.name ??
    (component.parent.type === "VariableDeclarator" && component.parent.id.type === "Identifier"
      ? component.parent.id.name
      : "");
  return /^[A-Z]/.test(name);
}

/** `useState`, `React.useState`, `use`: the name of a hook being called. */
function hookName(callee) {
  const name =
    callee.type === "Identifier"
      ? callee.name
      : callee.type === "MemberExpression" &&
          !callee.computed &&
          callee.property.type === "Identifier"
        ? callee.property.name
        : undefined;
  return name && /^use([A-Z0-9]|$)/.test(name) ? name : undefined;
}

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

function describe(island, context) {
  return `\`${island.name}\` (${where(island, context)})`;
}

function where(island, context) {
  return `${relative(island.file, context)}:${island.line}`;
}

function relative(file, context) {
  return path.relative(context.cwd, file);
}
