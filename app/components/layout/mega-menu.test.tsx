// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mainMenu } from "~/content/navigation";
import { headerCta, menuLabels } from "~/content/menu-labels";
import type { MegaMenuGroup } from "~/lib/site-content";
import { DesktopNav } from "./desktop-nav";
import { MegaMenu } from "./mega-menu";
import { moveFocusInPanel } from "./menu-keys";
import { renderInRoot } from "../../../tests/support/in-root";

afterEach(cleanup);

const entry = (title: string, serviceId: number) => ({
  title,
  serviceId,
  description: `About ${title}`,
});

// Two columns of links, then the call to action as the third.
const groups: MegaMenuGroup[] = [
  { id: "development", title: "Build", entries: [entry("Websites", 1), entry("Apps", 2)] },
  { id: "digital-marketing", title: "Grow", entries: [entry("SEO", 3), entry("Content", 4)] },
];

function renderPanel() {
  renderInRoot(<MegaMenu id="services-menu" open groups={groups} onNavigate={() => {}} />);
  const panel = document.getElementById("services-menu")!;
  const link = (name: string) => within(panel).getByRole("link", { name: new RegExp(name) });
  /** Presses a key as the panel's entry would hand it on; returns whether focus moved. */
  const press = (key: string) => moveFocusInPanel(panel, key);
  return { panel, link, press };
}

describe("the mega menu panel", () => {
  it("shows every group's entries as links to their service, and the call to action", () => {
    const { link } = renderPanel();
    expect(link("Websites").getAttribute("href")).toBe("/service/1");
    expect(link("Content").getAttribute("href")).toBe("/service/4");
    expect(link(headerCta.title).getAttribute("href")).toBe(headerCta.link);
  });

  it("is hidden when closed, so none of its links is a Tab stop", () => {
    renderInRoot(
      <MegaMenu id="services-menu" open={false} groups={groups} onNavigate={() => {}} />,
    );
    expect(document.getElementById("services-menu")!.hidden).toBe(true);
  });

  it("moves focus to the next entry on ArrowDown, and wraps from the last to the first", () => {
    const { link, press } = renderPanel();
    link("Websites").focus();
    expect(press("ArrowDown")).toBe(true);
    expect(document.activeElement).toBe(link("Apps"));
    link(headerCta.title).focus();
    press("ArrowDown");
    expect(document.activeElement).toBe(link("Websites"));
  });

  it("moves focus to the previous entry on ArrowUp, and wraps from the first to the last", () => {
    const { link, press } = renderPanel();
    link("SEO").focus();
    press("ArrowUp");
    expect(document.activeElement).toBe(link("Apps"));
    link("Websites").focus();
    press("ArrowUp");
    expect(document.activeElement).toBe(link(headerCta.title));
  });

  it("goes to the first and last links with Home and End", () => {
    const { link, press } = renderPanel();
    link("SEO").focus();
    press("End");
    expect(document.activeElement).toBe(link(headerCta.title));
    press("Home");
    expect(document.activeElement).toBe(link("Websites"));
  });

  it("moves between columns with ArrowRight and ArrowLeft, to a column's first link", () => {
    const { link, press } = renderPanel();
    link("Apps").focus();
    press("ArrowRight");
    expect(document.activeElement).toBe(link("SEO"));
    press("ArrowRight");
    expect(document.activeElement).toBe(link(headerCta.title));
    press("ArrowRight");
    expect(document.activeElement).toBe(link("Websites"));
    press("ArrowLeft");
    expect(document.activeElement).toBe(link(headerCta.title));
  });

  it("leaves other keys to the browser", () => {
    const { link, press } = renderPanel();
    link("Apps").focus();
    expect(press("Tab")).toBe(false);
    expect(press("a")).toBe(false);
    expect(document.activeElement).toBe(link("Apps"));
  });
});

describe("the Services entry of the desktop menu", () => {
  const services = mainMenu.find((item) => item.mega)!;

  // The menu reads the root's data (the site's languages): a data router's page.
  async function renderNav() {
    renderInRoot(<DesktopNav services={groups} />);
    const toggle = await screen.findByRole("button", {
      name: menuLabels.submenu(services.title),
    });
    const panel = () => document.getElementById(`${services.id}-menu`);
    return { toggle, panel };
  }

  it("opens into the panel on ArrowDown, with focus on its first link", async () => {
    const { toggle, panel } = await renderNav();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    toggle.focus();
    fireEvent.keyDown(toggle, { key: "ArrowDown" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(panel()?.hidden).toBe(false);
    const first = within(panel()!).getAllByRole("link")[0];
    expect(document.activeElement).toBe(first);
  });

  it("moves through the panel's links with the arrow keys", async () => {
    const { toggle, panel } = await renderNav();
    toggle.focus();
    fireEvent.keyDown(toggle, { key: "ArrowDown" });
    const links = within(panel()!).getAllByRole("link");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(document.activeElement).toBe(links.at(-1));
  });

  it("closes on Escape and gives focus back to its toggle", async () => {
    const { toggle, panel } = await renderNav();
    toggle.focus();
    fireEvent.keyDown(toggle, { key: "ArrowDown" });
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(panel()?.hidden ?? true).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it("opens and closes with a click on its toggle", async () => {
    const { toggle, panel } = await renderNav();
    fireEvent.click(toggle);
    expect(panel()?.hidden).toBe(false);
    fireEvent.click(toggle);
    expect(panel()?.hidden).toBe(true);
  });
});
