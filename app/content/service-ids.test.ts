import { describe, expect, it } from "vitest";
import { serviceIds } from "./service-ids";
import { services } from "./services";

describe("the services' ids", () => {
  it("name exactly the services there are, in their order", () => {
    expect(services.map((s) => s.id)).toEqual([...serviceIds]);
  });
});
