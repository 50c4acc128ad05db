import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// CI installs from the lock file and nothing else: a lock that no
// longer matches package.json has to stop the run, not be rewritten by it.

const read = (path: string) => readFileSync(path, "utf8");

describe("installing the dependencies", () => {
  it("CI installs with npm ci alone, with no npm install to fall back on", () => {
    const commands = read(".ci/run")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"));
    const installs = commands.filter((line) => /\bnpm\s+(ci|install|i|add)\b/.test(line));
    expect(installs).toEqual(["npm ci --no-audit --no-fund"]);
  });

  it("the lock file holds every dependency of package.json, with the same range", () => {
    const manifest = JSON.parse(read("package.json")) as Record<string, Record<string, string>>;
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { version?: string } & Record<string, unknown>>;
    };
    const root = lock.packages[""]!;
    expect(root.dependencies).toEqual(manifest.dependencies);
    expect(root.devDependencies).toEqual(manifest.devDependencies);
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    const unlocked = declared.filter((name) => !lock.packages[`node_modules/${name}`]?.version);
    expect(unlocked).toEqual([]);
  });
});
