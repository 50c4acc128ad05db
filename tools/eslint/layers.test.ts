import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import zones of eslint.config.js, as the project's own lint applies them.
const eslint = new ESLint({ cwd: process.cwd() });
const restricted = async (filePath: string, from: string) => {
  const [result] = await eslint.lintText(`import { x } from "${from}";\nexport const y = x;\n`, {
    filePath,
  });
  return result!.messages
    .filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((message) => message.message);
};

describe("the import zones", () => {
  it("keeps a console area from another area's insides, and lets it use the kit", async () => {
    expect(await restricted("app/admin/people/probe.ts", "../pricing/plans.ts")).toEqual([
      expect.stringContaining("not another area's insides"),
    ]);
    expect(await restricted("app/admin/people/probe.ts", "~/admin/services/services")).toHaveLength(
      1,
    );
    expect(await restricted("app/admin/people/probe.ts", "../collections/collection.ts")).toEqual(
      [],
    );
    expect(await restricted("app/admin/people/probe.ts", "./people-words.ts")).toEqual([]);
  });

  it("keeps the kit free of any area, and lets the table of kinds list them all", async () => {
    expect(await restricted("app/admin/collections/probe.ts", "../people/team.ts")).toHaveLength(1);
    expect(await restricted("app/admin/content-model.ts", "./people/team.ts")).toEqual([]);
  });

  it("keeps server code out of app/ and components out of the server", async () => {
    expect(
      await restricted("app/admin/people/probe.ts", "../../../server/db/schema.ts"),
    ).toHaveLength(1);
    expect(
      await restricted("server/admin/probe.ts", "../../app/components/admin/styles.ts"),
    ).toHaveLength(1);
  });
});
