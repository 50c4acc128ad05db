import { describe, expect, it } from "vitest";
import { peopleKindOf } from "./people";

describe("the kind of people an address names", () => {
  it("reads it from the list's, an editor's and a data request's address", () => {
    expect(peopleKindOf("/admin/testimonials")).toBe("testimonial");
    expect(peopleKindOf("/admin/team/3")).toBe("member");
    expect(peopleKindOf("/admin/partners/new")).toBe("partner");
    expect(peopleKindOf("/admin/team.data")).toBe("member");
    expect(peopleKindOf("/admin/partners/2.data")).toBe("partner");
  });

  it("refuses an address of no kind's pages", () => {
    expect(() => peopleKindOf("/admin/teams")).toThrow(/No kind of people/);
  });
});
