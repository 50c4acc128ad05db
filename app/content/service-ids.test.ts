import { describe, expect, it } from "vitest";
import { megaMenuGroups } from "./navigation";
import { serviceIdBySlug, serviceIds, serviceSlugs } from "./service-ids";
import { services } from "./services";

describe("the services' ids", () => {
  it("name exactly the services there are, in their order", () => {
    expect(services.map((s) => s.id)).toEqual([...serviceIds]);
  });

  it("pair every entry of the Services menu with a service, and no slug is left out", () => {
    const entries = megaMenuGroups.flatMap((group) => group.entries);
    expect(entries.map((entry) => entry.slug).sort()).toEqual([...serviceSlugs].sort());
    for (const entry of entries) {
      expect(entry.serviceId, entry.slug).toBe(serviceIdBySlug[entry.slug]);
      expect(serviceIds, entry.slug).toContain(entry.serviceId);
    }
  });
});
