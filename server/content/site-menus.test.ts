import { describe, expect, it } from "vitest";
import { newServiceMenu } from "../../app/content/service-menus.ts";
import { serviceRecordsSeed } from "../db/seed-services.ts";
import { siteMenusOf, type MenuService } from "./site-menus.ts";

/** Today's menus (spec §2; tests/e2e/mega-menu.spec.ts): title and service id, column by column. */
const todaysServicesMenu = [
  [
    "Development",
    [
      ["Custom Website", 1],
      ["Mobile App", 2],
      ["Cross Platform Development", 3],
      ["E-Commerce", 6],
      ["AI Integration", 10],
    ],
  ],
  [
    "Design & Branding",
    [
      ["UI/UX Design", 4],
      ["Website Design", 1],
      ["Mobile App Design", 2],
      ["Business Portfolio", 7],
      ["MVP for Startups", 8],
      ["Branding & Identity", 9],
    ],
  ],
  [
    "Digital Marketing",
    [
      ["SEO", 5],
      ["SMO", 5],
      ["Content Marketing", 9],
      ["Conversion Optimization", 9],
    ],
  ],
];

const columns = (services: readonly MenuService[]): [string, [string, number][]][] =>
  siteMenusOf(services).services.map((group) => [
    group.title,
    group.entries.map((entry): [string, number] => [entry.title, entry.serviceId]),
  ]);

/** Today's service of this id. */
const seeded = (id: number): MenuService => serviceRecordsSeed.find((s) => s.id === id)!;

describe("the menus' service links", () => {
  it("are today's for today's services: the Services menu's fifteen entries and the footer's five links", () => {
    const menus = siteMenusOf(serviceRecordsSeed);
    expect(columns(serviceRecordsSeed)).toEqual(todaysServicesMenu);
    expect(menus.services[0]!.entries[0]!.description).toBe("Fast, bespoke web builds");
    expect(menus.services[2]!.entries.at(-1)!.description).toBe("Turn visits into enquiries");
    expect(menus.footer).toEqual([
      { title: "Custom Website", link: "/service/1" },
      { title: "Mobile App", link: "/service/2" },
      { title: "UI/UX Design", link: "/service/4" },
      { title: "Digital Marketing", link: "/service/5" },
      { title: "AI Integration", link: "/service/10" },
    ]);
  });

  it("follow the services' order within a column, unless a service has a menu order of its own", () => {
    const [one, two, three] = [seeded(1), seeded(2), seeded(3)];
    const reordered = [{ ...three, position: 5 }, one, two];
    expect(columns(reordered)[0]![1]).toEqual([
      ["Cross Platform Development", 3],
      ["Custom Website", 1],
      ["Mobile App", 2],
    ]);
    const pinned = { ...three, position: 5, menu: { ...three.menu, order: 999 } };
    expect(columns([pinned, one, two])[0]![1].at(-1)).toEqual(["Cross Platform Development", 3]);
  });

  it("list a new service under its title in the first column and the footer, and leave out an empty column", () => {
    const added: MenuService = {
      id: 11,
      title: "Data Engineering",
      position: 5,
      menu: { ...newServiceMenu, description: "Pipelines you can trust" },
    };
    const menus = siteMenusOf([added]);
    expect(menus.services).toEqual([
      {
        id: "development",
        title: "Development",
        entries: [
          { title: "Data Engineering", serviceId: 11, description: "Pipelines you can trust" },
        ],
      },
    ]);
    expect(menus.footer).toEqual([{ title: "Data Engineering", link: "/service/11" }]);
    const unlisted = { ...added, menu: { ...added.menu, group: null, inFooter: false } };
    expect(siteMenusOf([unlisted])).toEqual({ services: [], footer: [] });
  });

  it("name a service by its menu title where it has one, else by its title", () => {
    const custom = seeded(1);
    const renamed = { ...custom, title: "Websites that sell" };
    const menus = siteMenusOf([renamed]);
    expect(menus.services[0]!.entries[0]!.title).toBe("Websites that sell");
    expect(menus.footer[0]!.title).toBe("Websites that sell");
    const short = { ...renamed, menu: { ...renamed.menu, title: "Websites" } };
    expect(siteMenusOf([short]).footer[0]!.title).toBe("Websites");
  });
});
