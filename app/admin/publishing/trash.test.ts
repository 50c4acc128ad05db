import { describe, expect, it } from "vitest";
import { TRASH_DAYS, purgeCutoff, purgeDate } from "./trash";

describe("the trash's 30 days", () => {
  it("purges an item 30 days after it was moved there, to the millisecond", () => {
    expect(TRASH_DAYS).toBe(30);
    expect(purgeDate("2025-01-01T10:00:00.000Z")).toBe("2025-01-31T10:00:00.000Z");
    // Due once the cutoff at `now` reaches the moment it was trashed.
    const trashed = "2025-01-01T10:00:00.000Z";
    expect(purgeCutoff(new Date("2025-01-31T09:59:59.999Z")) >= trashed).toBe(false);
    expect(purgeCutoff(new Date("2025-01-31T10:00:00.000Z")) >= trashed).toBe(true);
  });
});
