import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Comments explain why, briefly, and never name an issue or a session: the number means nothing
// to the next reader, and the thread it points to is not in the repository. What it decided goes
// into the comment itself, or into docs/decisions/ when someone would otherwise undo it. Checked
// here so that the build keeps the rule, not someone's memory.

/** The code's folders, and the configuration files at the top (vitest.config.ts and the like). */
const FOLDERS = ["app", "server", "scripts", "tests", "tools"];
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const NAMES_ONE = /\b(issue|session)s? \d+/i;
// The number wrapped onto the next comment line: "(issue" ends one line, "35)" starts the next.
const ENDS_WITH_NAME = /\b(issue|session)s?$/i;
const STARTS_WITH_NUMBER = /^\s*(\*|\/\/)?\s*\d/;

function trackedSources(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0");
  return listed.filter(
    (path) =>
      SOURCE.test(path) &&
      (!path.includes("/") || FOLDERS.includes(path.split("/")[0]!)) &&
      existsSync(path),
  );
}

/** `file:line: text` for every line that names an issue or a session. */
function namings(path: string): string[] {
  const lines = readFileSync(path, "utf8").split("\n");
  return lines.flatMap((line, index) => {
    const wrapped =
      ENDS_WITH_NAME.test(line.trimEnd()) && STARTS_WITH_NUMBER.test(lines[index + 1] ?? "");
    return NAMES_ONE.test(line) || wrapped ? [`${path}:${index + 1}: ${line.trim()}`] : [];
  });
}

describe("comments", () => {
  const files = trackedSources();

  it("are read from every tracked source file", () => {
    expect(files.length).toBeGreaterThan(500);
    for (const path of ["app/root.tsx", "server/http/app.ts", "vitest.config.ts"]) {
      expect(files).toContain(path);
    }
  });

  it("never name an issue or a session", () => {
    const found = files.flatMap(namings);
    expect(found, "say why instead, or point to a doc or docs/decisions/").toEqual([]);
  });
});
