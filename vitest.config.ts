import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { inlineScript } from "./scripts/vite/inline-script.ts";

/**
 * Vitest starts the files it timed longest first, and files it has no time for
 * (a fresh clone: CI) by size. The whole-site checks are one short file that
 * imports them (tests/integration/site.test.ts) and the longest to run: started
 * last, the run would wait for it at the end.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) =>
      file.moduleId.endsWith("/tests/integration/site.test.ts");
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

export default defineConfig({
  // The page bootstrap, compiled as the build compiles it (app/lib/finish-document.server.ts).
  plugins: [inlineScript()],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tools/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    sequence: { sequencer: LongestFirst },
    // One migrated database of each dialect for the run, copied by the tests that ask for
    // one (tests/support/databases.ts) instead of migrating each afresh.
    globalSetup: ["tests/support/database-templates.ts"],
    testTimeout: 20_000,
    // CI (.ci/run sets CI=1) tries a failed test once more, as Playwright does: on a machine
    // slow at page faults (decision 044) five timing tests failed once each in six runs, each
    // since fixed; the next would otherwise keep a whole change from landing.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 30_000,
    // Database-backed files each make their own database; run them side by side.
    fileParallelism: true,
    // Vitest's default is one worker fewer than the cores: one worker on this 2-core
    // machine kind. Many files wait more than they compute (child processes, nginx,
    // faults through a proxy, timeouts), so four share the two cores (261 s with one, 164 s
    // with four; with more pages later, 182 s with three and 166 s with four;
    // docs/history/testing.md).
    maxWorkers: 4,
    // A worker imports the server, React Router and the built app's modules once for all its
    // files, not once a file: 91 of 173 s went to imports (docs/history/testing.md). Files
    // share a worker's module cache, so a test file that changes a global puts it back
    // (vi.unstubAllGlobals) and none changes process.env; each still makes its own app and
    // database (the whole-site checks are one file, one app: tests/integration/site.test.ts).
    isolate: false,
  },
});
