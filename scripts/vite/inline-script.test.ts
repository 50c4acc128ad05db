import { describe, expect, it } from "vitest";
import { compileInlineScript } from "./inline-script.ts";

const evaluate = (expression: string) => (0, eval)(expression) as (...args: unknown[]) => unknown;

describe("a module compiled to an inline script", () => {
  const source = `
    /** What the page passes. */
    export interface Values { names: string[] }
    export const SEPARATOR = ", ";
    export default function greet(values: Values): string {
      return "Hello " + joined(values.names);
    }
    function joined(names: string[]): string {
      return names.join(SEPARATOR);
    }
    const unused = 1;
  `;

  it("is one minified expression: its default export, its types, comments and unused code gone", async () => {
    const code = await compileInlineScript("greet.ts", source);
    expect(code).not.toMatch(/\n|interface|Values|\/\*|string\[\]|unused|SEPARATOR/);
    expect(evaluate(code)({ names: ["Ana", "Ben"] })).toBe("Hello Ana, Ben");
  });

  it("is the default function itself when nothing else needs to run first", async () => {
    const arrow = `export default (a: number, b: number): number => a + b;`;
    const code = await compileInlineScript("add.ts", arrow);
    expect(code).toBe("((e,t)=>e+t)");
    expect(evaluate(code)(2, 3)).toBe(5);
  });

  it("runs every statement before the function is handed out (constants declared after it are set)", async () => {
    const late = `export default function f() { return LATE; }\nconst LATE = "set";`;
    expect(evaluate(await compileInlineScript("late.ts", late))()).toBe("set");
  });

  it("fails the build for a module that imports, has no default export, or does not compile", async () => {
    await expect(
      compileInlineScript(
        "a.ts",
        `import { x } from "./x";\nexport default function f() { return x; }`,
      ),
    ).rejects.toThrow("a.ts: an inline script imports nothing");
    await expect(compileInlineScript("b.ts", `export const x = 1;`)).rejects.toThrow(
      "b.ts: an inline script has a default export",
    );
    await expect(compileInlineScript("c.ts", `export default function f( {`)).rejects.toThrow();
  });
});
