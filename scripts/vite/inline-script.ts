import { readFile } from "node:fs/promises";
import { minify, parseAst, transformWithOxc, type Plugin } from "vite";

/**
 * `import code from "./x.ts?inline-script"`: the module x.ts, type-checked and
 * linted like the rest of the code, as one minified JavaScript expression, a
 * string, ready to go inside a `<script>` (app/lib/page-bootstrap.ts,
 * inlined by app/lib/finish-document.server.ts). It is compiled when the
 * bundle is built (and by Vite's dev server and Vitest as they load it), never
 * while a page is served. The expression's value is the module's default
 * export, a function the page calls with its own values.
 */
const INLINE_SCRIPT = /\?inline-script$/;

export function inlineScript(): Plugin {
  return {
    name: "genesis:inline-script",
    load: {
      // Asked only for these ids, not for every module of the build.
      filter: { id: INLINE_SCRIPT },
      async handler(id) {
        const file = id.replace(INLINE_SCRIPT, "");
        this.addWatchFile(file);
        const code = await compileInlineScript(file, await readFile(file, "utf8"));
        return `export default ${JSON.stringify(code)};`;
      },
    },
  };
}

/**
 * A module as one expression whose value is its default export: types
 * stripped, minified as a module (so what it does not use goes, and its
 * constants are written in place), then its statements wrapped so that they
 * run before the value is handed out. The module may import nothing: an
 * inline script has nothing to import from. Anything the build cannot turn
 * into one expression fails it, naming the file.
 */
export async function compileInlineScript(file: string, source: string): Promise<string> {
  const refuse = (why: string) => new Error(`${file}: an inline script ${why}.`);
  // Vite's transform throws on a syntax error, naming the file and line.
  const { code: js } = await transformWithOxc(source, file, { lang: "ts" });

  // Only the default export leaves the script: `export` goes from the rest.
  let module = "";
  let from = 0;
  for (const node of parseAst(js).body) {
    if (node.type === "ImportDeclaration" || node.type === "ExportAllDeclaration") {
      throw refuse("imports nothing; it is inlined on its own");
    }
    if (node.type === "ExportNamedDeclaration") {
      // `export { x }` lists go whole; a declaration keeps all but the keyword.
      module += js.slice(from, node.start);
      from = node.declaration ? node.declaration.start : node.end;
    }
  }
  module += js.slice(from);

  const minified = await minify(file, module, { module: true, compress: true, mangle: true });
  if (minified.errors.length) throw refuse(`does not minify: ${minified.errors.map(String)}`);
  const code = minified.code;
  const statements = parseAst(code).body;
  const main = statements.find((node) => node.type === "ExportDefaultDeclaration");
  if (main?.type !== "ExportDefaultDeclaration") {
    throw refuse("has a default export, the function a page calls");
  }
  const { declaration } = main;
  const value = code.slice(declaration.start, declaration.end);
  const before = code.slice(0, main.start);
  const after = code.slice(main.end);
  let expression: string;
  if (!before && !after) {
    expression = `(${value})`;
  } else if (!after) {
    expression = `(()=>{${before}return ${value}})()`;
  } else if (declaration.type === "FunctionDeclaration" && declaration.id) {
    // A declared function is there from the start; the statements after it
    // still run before it is handed out.
    expression = `(()=>{${before}${value}${after}return ${declaration.id.name}})()`;
  } else {
    throw refuse(`minified to an unexpected shape: ${code.slice(0, 80)}…`);
  }
  if (!isOneExpression(expression)) {
    throw refuse(`minified to an unexpected shape: ${minified.code.slice(0, 80)}…`);
  }
  return expression;
}

/** True when the text is exactly one expression (it can be called in place). */
function isOneExpression(text: string): boolean {
  try {
    const statements = parseAst(text).body;
    return statements.length === 1 && statements[0]?.type === "ExpressionStatement";
  } catch {
    return false;
  }
}
