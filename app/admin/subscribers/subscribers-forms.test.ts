import { describe, expect, it } from "vitest";
import { subscriberFilterForm } from "./subscribers-forms";

describe("the subscriber list's filter", () => {
  it("reads the inbox's way, with the subscribers' statuses", () => {
    expect(subscriberFilterForm.parse({ status: "confirmed" })).toMatchObject({
      status: "confirmed",
    });
    expect(subscriberFilterForm.parse({ status: "new" })).toMatchObject({ status: null });
  });
});
