import { statSync } from "node:fs";
import path from "node:path";
import tseslint from "typescript-eslint";

/**
 * One module of the app as the island rules see it: what it imports, what it
 * exports, and for each top-level statement the names it declares and the
 * module-level names it uses. That is enough to follow what a component
 * renders from one file to the next without running anything.
 *
 * Types are left out: an `import type` or a name used only as a type costs
 * nothing at run time, so it renders nothing.
 */

/**
 * Parses a module with typescript-eslint's parser, the one ESLint lints the
 * app with, so a module read from disk has the same tree and scopes as the
 * one being linted.
 */
export function parseModule(file, text) {
  const { ast, scopeManager } = tseslint.parser.parseForESLint(text, {
    filePath: file,
    ecmaFeatures: { jsx: file.endsWith(".tsx") },
    ecmaVersion: "latest",
    sourceType: "module",
    range: true,
    loc: true,
  });
  return { ast, scopeManager };
}

/** The summary of a parsed module (`parseModule`, or the one ESLint is linting). */
export function summarizeModule(file, { ast, scopeManager }) {
  /** local name -> { specifier, name: the imported name, "default" or "*", typeOnly } */
  const imports = new Map();
  /** exported name -> the local name it exports */
  const exports = new Map();
  /** exported name -> { specifier, name } for `export { a as b } from "./x"` */
  const reexports = new Map();
  /** specifiers of `export * from "./x"` */
  const exportsAll = [];
  /** { node, names, uses }: every statement that is code, declarations and module-level code */
  const statements = [];

  for (const node of ast.body) {
    if (node.type === "ImportDeclaration") {
      for (const specifier of node.specifiers) {
        imports.set(specifier.local.name, {
          specifier: node.source.value,
          name: importedName(specifier),
          typeOnly: node.importKind === "type" || specifier.importKind === "type",
        });
      }
    } else if (node.type === "ExportAllDeclaration") {
      if (node.exportKind === "type") continue;
      if (node.exported) {
        reexports.set(nameOf(node.exported), { specifier: node.source.value, name: "*" });
      } else exportsAll.push(node.source.value);
    } else if (node.type === "ExportNamedDeclaration" && !node.declaration) {
      if (node.exportKind === "type") continue;
      for (const specifier of node.specifiers) {
        if (specifier.exportKind === "type") continue;
        const exported = nameOf(specifier.exported);
        const local = nameOf(specifier.local);
        if (node.source) reexports.set(exported, { specifier: node.source.value, name: local });
        else exports.set(exported, local);
      }
    } else {
      const names = declaredNames(node);
      if (node.type === "ExportNamedDeclaration") for (const name of names) exports.set(name, name);
      if (node.type === "ExportDefaultDeclaration") exports.set("default", "default");
      statements.push({ node, names, uses: new Set() });
    }
  }

  const moduleScope = scopeManager.scopes.find((scope) => scope.type === "module");
  for (const variable of moduleScope?.variables ?? []) {
    for (const reference of variable.references) {
      if (!reference.isValueReference) continue;
      const statement = statementAt(statements, reference.identifier.range[0]);
      if (statement && !statement.names.includes(variable.name)) {
        statement.uses.add(variable.name);
      }
    }
  }

  return { file, imports, exports, reexports, exportsAll, statements };
}

/**
 * The module-level names a top-level statement declares; none for module-level
 * code (an expression, an `if`), which runs whenever the module is loaded.
 * `export default` declares "default" (and the function's own name, if any).
 */
export function declaredNames(node) {
  switch (node.type) {
    case "ExportNamedDeclaration":
      return node.declaration ? declaredNames(node.declaration) : [];
    case "ExportDefaultDeclaration":
      return node.declaration.id ? ["default", node.declaration.id.name] : ["default"];
    case "VariableDeclaration":
      return node.declarations.flatMap((declarator) => patternNames(declarator.id));
    case "FunctionDeclaration":
    case "ClassDeclaration":
    case "TSDeclareFunction":
    case "TSEnumDeclaration":
    case "TSInterfaceDeclaration":
    case "TSTypeAliasDeclaration":
      return node.id ? [node.id.name] : [];
    case "TSModuleDeclaration":
      return node.id.type === "Identifier" ? [node.id.name] : [];
    default:
      return [];
  }
}

/** Statements that are neither an import nor a re-export: the ones that can hold code. */
export function holdsCode(node) {
  if (node.type === "ImportDeclaration" || node.type === "ExportAllDeclaration") return false;
  return !(node.type === "ExportNamedDeclaration" && !node.declaration);
}

/** The initial value of a top-level `const name = …`, if the module has one. */
export function topLevelInit(summary, name) {
  for (const { node } of summary.statements) {
    const declaration = node.type === "ExportNamedDeclaration" ? node.declaration : node;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    const declarator = declaration.declarations.find(
      (each) => each.id.type === "Identifier" && each.id.name === name,
    );
    if (declarator) return declarator.init ?? undefined;
  }
  return undefined;
}

/**
 * The file an import names, if it is one of the app's own modules (under
 * `root`): a relative path or `~/` (tsconfig's alias for the app's root), with
 * or without its extension. Packages are someone else's code and are not
 * followed.
 */
export function resolveSpecifier(fromFile, specifier, root) {
  const bare = specifier.replace(/[?#].*$/, "");
  let base;
  if (bare.startsWith("~/")) base = path.join(root, bare.slice(2));
  else if (bare.startsWith("./") || bare.startsWith("../")) {
    base = path.resolve(path.dirname(fromFile), bare);
  } else return undefined;
  if (!base.startsWith(root + path.sep)) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && isFile(candidate));
}

/** The name an import specifier takes from its module: a name, "default" or "*". */
export function importedName(specifier) {
  if (specifier.type === "ImportDefaultSpecifier") return "default";
  if (specifier.type === "ImportNamespaceSpecifier") return "*";
  return nameOf(specifier.imported);
}

/** An identifier's name, or a string literal's (`export { a as "b" }`). */
function nameOf(node) {
  return node.type === "Identifier" ? node.name : String(node.value);
}

function patternNames(pattern) {
  switch (pattern.type) {
    case "Identifier":
      return [pattern.name];
    case "ObjectPattern":
      return pattern.properties.flatMap((property) =>
        patternNames(property.type === "RestElement" ? property.argument : property.value),
      );
    case "ArrayPattern":
      return pattern.elements.flatMap((element) => (element ? patternNames(element) : []));
    case "RestElement":
      return patternNames(pattern.argument);
    case "AssignmentPattern":
      return patternNames(pattern.left);
    default:
      return [];
  }
}

/** The statement whose source covers a position (statements are in source order). */
function statementAt(statements, position) {
  let low = 0;
  let high = statements.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = statements[middle].node.range;
    if (position < start) high = middle - 1;
    else if (position >= end) low = middle + 1;
    else return statements[middle];
  }
  return undefined;
}

function isFile(candidate) {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}
