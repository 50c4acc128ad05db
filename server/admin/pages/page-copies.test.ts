import { describe, expect, it } from "vitest";
import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import { singleRules } from "../../../app/admin/collections/collection-rules.ts";
import { postedRows } from "../../../app/admin/collections/rows.ts";
import { PAGE_COPIES } from "../../../app/admin/pages/page-copies.ts";
import { pageCopyWords } from "../../../app/admin/pages/page-copy-words.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import { PAGE_COPY_NAMES } from "../../../app/lib/page-copy.ts";
import { homePagesCopySeed } from "../../content/home-pages-seed.ts";
import { pageCopySeed } from "../../content/site-content-seed.ts";

// Each page's copy as declared on the content model's fields: the documents
// stored before still load and save back as they were, and the rules refuse
// what the layout cannot show. The editor: app/admin/pages/page-copy-route.test.tsx; the
// saves over HTTP: tests/integration/admin-page-copy*.test.ts.

const seeds = { ...pageCopySeed(), ...homePagesCopySeed() } as unknown as Record<
  string,
  Record<string, unknown>
>;
const errors = collectionCopy.errors;

/** A page's copy as its form would save it: the document, or each field's message. */
function saved(name: (typeof PAGE_COPY_NAMES)[number], fields: Record<string, string>) {
  const copy = PAGE_COPIES[name];
  const checked = parseFields(singleRules(copy), fields);
  return checked.ok
    ? { ok: true as const, value: copy.write(checked.data, new Date()) }
    : { ok: false as const, errors: checked.errors };
}

describe("the pages' copy, declared", () => {
  it.each(PAGE_COPY_NAMES)(
    "declares every key of %s once, each list as many rows as the layout's",
    (name) => {
      const seed = seeds[`page:${name}`]!;
      const { fields } = PAGE_COPIES[name];
      expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(seed).sort());
      for (const field of fields.filter((f) => f.kind === "rows"))
        expect(field.fixedRows, field.name).toBe((seed[field.name] as unknown[]).length);
      // Words are translated, numbers are not.
      for (const field of fields.flatMap((f) => [f, ...(f.columns ?? [])]))
        expect(field.translatable, field.name).toBe(field.kind !== "integer");
    },
  );

  it.each(PAGE_COPY_NAMES)("reads %s's stored document and saves it back as it was", (name) => {
    const seed = seeds[`page:${name}`]!;
    const result = saved(name, PAGE_COPIES[name].read(seed as never));
    expect(result).toEqual({ ok: true, value: seed });
  });

  it("refuses an empty text, a too long one and a number out of its range, each at its field", () => {
    const about = PAGE_COPIES.about.read(seeds["page:about"] as never);
    const result = saved("about", {
      ...about,
      ctaTitle: " ",
      badgeValue: "x".repeat(31),
      firstCounterTarget: "1000001",
      secondCounterTarget: "12.5",
      firstCounterSuffix: "",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        ctaTitle: pageCopyWords.errors.required,
        badgeValue: errors.tooLong(30),
        firstCounterTarget: "Enter a whole number from 0 to 1,000,000.",
        secondCounterTarget: "Enter a whole number from 0 to 1,000,000.",
      },
    });
  });

  it("refuses a row more than the layout has, and an empty row at its place", () => {
    const homeTwo = PAGE_COPIES["home-two"].read(seeds["page:home-two"] as never);
    const counters = homeTwo.counters!.split("\n");
    expect(counters).toHaveLength(4);
    expect(
      saved("home-two", { ...homeTwo, counters: [...counters, "5 | Fifth"].join("\n") }),
    ).toEqual({
      ok: false,
      errors: { counters: errors.fixedRows(4) },
    });
    const emptyFirst = ["", ...counters.slice(1)].join("\n");
    expect(saved("home-two", { ...homeTwo, counters: emptyFirst })).toEqual({
      ok: false,
      errors: { counters: `Counter 1: ${errors.range(0, 9999)}` },
    });
    const tooBig = counters.map((row, at) => (at === 2 ? row.replace(/^\d+/, "10000") : row));
    expect(saved("home-two", { ...homeTwo, counters: tooBig.join("\n") })).toEqual({
      ok: false,
      errors: { counters: `Counter 3: ${errors.range(0, 9999)}` },
    });
  });

  it("keeps a paragraph's line breaks in a row, as the form posts them", () => {
    const contact = PAGE_COPIES.contact.read(seeds["page:contact"] as never);
    const columns = postedRows(
      {
        "columns.0.title": "Support",
        "columns.0.lines": "Within the hour\r\nWeekends too",
        "columns.1.title": "Sales",
        "columns.1.lines": "Same day",
      },
      "columns",
      ["title", "lines"],
    );
    const result = saved("contact", { ...contact, columns });
    expect(result.ok && result.value).toMatchObject({
      columns: [
        { title: "Support", lines: "Within the hour\nWeekends too" },
        { title: "Sales", lines: "Same day" },
      ],
    });
  });
});
