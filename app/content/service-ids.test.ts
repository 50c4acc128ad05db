import { describe, expect, it } from "vitest";
import { serviceIds } from "./service-ids";
import { serviceMenusSeed } from "./service-menus";
import { services } from "./services";

describe("the services' ids", () => {
  it("name exactly the services there are, in their order", () => {
    expect(services.map((s) => s.id)).toEqual([...serviceIds]);
  });

  it("place each of them, and nothing else, in the menus of a new database", () => {
    expect(Object.keys(serviceMenusSeed).map(Number)).toEqual([...serviceIds]);
  });
});
