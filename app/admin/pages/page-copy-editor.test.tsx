// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { CollectionActionData } from "../collections/collection-pages.server";
import { collectionCopy } from "../collections/collection-copy";
import type { CollectionFields } from "../collections/collection";
import type { PageCopyName } from "~/lib/page-copy";
import { PAGE_COPIES } from "./page-copies";
import SinglePage from "../collections/single-route";
import { pageCopyWords as words } from "./page-copy-words";

/**
 * A page's copy editor as the console shows it (a loader's answer and an
 * action's messages need no browser): the single documents' route component
 * in a route stub.
 * What the action refuses and stores: server/admin/pages/page-copy.test.ts;
 * in a browser: tests/e2e/admin-page-copy.spec.ts.
 */

afterEach(cleanup);

const notFound: CollectionFields = {
  title: "Page Not Found",
  heading: "Page Not Found",
  description: "The page you are looking for does not exist.",
  breadcrumbHome: "Home",
  breadcrumbLabel: "404",
  message: "Sorry, we couldn't find that page.",
  action: "Back To Home",
};

async function renderCopy(
  name: PageCopyName,
  fields: CollectionFields,
  { saved = false, answer }: { saved?: boolean; answer?: CollectionActionData } = {},
) {
  const Stub = createRoutesStub([
    {
      id: "page-copy",
      path: "/admin/pages/copy/:name",
      Component: SinglePage as never,
      HydrateFallback: () => null,
    },
  ]);
  render(
    <Stub
      initialEntries={[`/admin/pages/copy/${name}`]}
      hydrationData={{
        loaderData: {
          "page-copy": {
            edit: { fields, version: 3, updated: null },
            languages: [],
            translation: null,
            library: [],
            saved,
          },
        },
        actionData: answer ? { "page-copy": answer } : undefined,
      }}
    />,
  );
  await screen.findByRole("heading", { level: 1 });
}

/** The messages a control is described by (its error first, then its hint). */
const descriptions = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("a page's copy editor, from its loader's answer", () => {
  it("shows each stored word in its labelled field, a card a section, and the version it saves at", async () => {
    await renderCopy("not-found", notFound);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      words.editTitle("Page not found (404)"),
    );
    expect(screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent)).toEqual(
      ["Header", "Message", "Search results", "Removed page (410)"],
    );
    // More than two cards: an index to jump to each.
    expect(screen.getByRole("link", { name: "Message" }).getAttribute("href")).toBe(
      "#copy-section-1",
    );
    expect(screen.getByLabelText("Message")).toHaveProperty("value", notFound.message);
    expect(screen.getByLabelText("Button back to the home page")).toHaveProperty(
      "value",
      notFound.action,
    );
    expect(screen.getByLabelText("Title")).toHaveProperty("maxLength", 70);
    expect(screen.getByLabelText("Heading")).toHaveProperty("required", true);
    expect(screen.getByRole("link", { name: /History/ }).getAttribute("href")).toBe(
      "/admin/pages/copy/not-found/history",
    );
    expect(screen.getByRole("link", { name: words.viewPage }).getAttribute("href")).toBe(
      "/page-not-found",
    );
    const form = screen.getByRole("button", { name: "Save" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.querySelector<HTMLInputElement>('input[name="version"]')?.value).toBe("3");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("after a save, says the public page shows it now", async () => {
    await renderCopy("not-found", notFound, { saved: true });
    expect(screen.getByRole("status").textContent).toBe(words.saved);
  });

  it("draws the layout's items as fixed rows: labelled by their place, without buttons to add, move or remove", async () => {
    const copy = PAGE_COPIES["home-two"];
    const fields = Object.fromEntries(copy.fields.map((field) => [field.name, ""]));
    await renderCopy("home-two", {
      ...fields,
      counters: "30 | Projects\n180 | Clients\n12 | Awards\n8 | Years",
      stackItems: "React\nVue",
    });
    const second = screen.getByRole("group", { name: "Counter 2" });
    const number = within(second).getByLabelText("Counter 2: Number");
    expect(number).toMatchObject({ type: "number", min: "0", max: "9999", value: "180" });
    expect(number.getAttribute("name")).toBe("counters.1.target");
    expect(within(second).getByLabelText("Counter 2: Label")).toHaveProperty("value", "Clients");
    // A row of one field is that field, labelled by its place; all twelve, the empty ones too.
    const twelfth = screen.getByLabelText("Technology 12");
    expect(twelfth.getAttribute("name")).toBe("stackItems.11.name");
    expect(twelfth).toHaveProperty("value", "");
    expect(screen.getByLabelText("Technology 2")).toHaveProperty("value", "Vue");
    expect(screen.queryByRole("button", { name: /^(Add|Move|Remove) / })).toBeNull();
    expect(document.querySelector('button[name="intent"]')).toBeNull();
  });
});

describe("a page's copy editor, from its action's answer", () => {
  it("refused, shows the summary and each message tied to its field, keeping every typed word", async () => {
    await renderCopy("not-found", notFound, {
      answer: {
        fields: { ...notFound, heading: "", message: "Typed, not saved", action: "x".repeat(45) },
        version: 3,
        message: words.errors.summary,
        errors: { heading: words.errors.required, action: collectionCopy.errors.tooLong(40) },
      },
    });
    expect(screen.getByRole("alert").textContent).toBe(words.errors.summary);
    const heading = screen.getByLabelText("Heading");
    expect(heading).toHaveProperty("value", "");
    expect(heading.getAttribute("aria-invalid")).toBe("true");
    expect(descriptions(heading)).toContain(words.errors.required);
    const action = screen.getByLabelText("Button back to the home page");
    expect(action.getAttribute("aria-invalid")).toBe("true");
    expect(descriptions(action)).toContain("Keep it under 40 characters.");
    const message = screen.getByLabelText("Message");
    expect(message).toHaveProperty("value", "Typed, not saved");
    expect(message.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("told of a conflict, says nothing was overwritten and keeps what was typed", async () => {
    await renderCopy("not-found", notFound, {
      answer: {
        fields: { ...notFound, message: "My newer words" },
        version: 3,
        message: words.errors.conflict,
        errors: {},
      },
    });
    expect(screen.getByRole("alert").textContent).toBe(words.errors.conflict);
    expect(screen.getByLabelText("Message")).toHaveProperty("value", "My newer words");
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBeNull();
  });
});
