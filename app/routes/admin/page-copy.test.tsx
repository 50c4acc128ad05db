// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PageCopyEditor } from "~/components/admin/page-copy-form";
import { pageCopyCopy } from "~/content/admin/page-copy";
import type { NotFoundCopy, PageCopyForm } from "~/lib/page-copy";
import PageCopy, { type PageCopyActionData } from "./page-copy";

/**
 * A page's copy form as the console shows it (a loader's answer and an action's
 * messages need no browser): the route's component in a route stub, given what its loader
 * and its action answer. What the action refuses and stores: tests/integration/admin-page-copy.test.ts;
 * the same flow in a browser: tests/e2e/admin-page-copy.spec.ts.
 */

afterEach(cleanup);

const stored: NotFoundCopy = {
  title: "Page Not Found",
  heading: "Page Not Found",
  description: "The page you are looking for does not exist.",
  breadcrumbHome: "Home",
  breadcrumbLabel: "404",
  message: "Sorry, we couldn't find that page.",
  action: "Back To Home",
};

async function renderNotFoundCopy({
  saved = false,
  answer,
}: { saved?: boolean; answer?: PageCopyActionData } = {}) {
  const loaderData = { edit: { name: "not-found" as const, copy: stored, version: 3 }, saved };
  const Stub = createRoutesStub([
    {
      id: "page-copy",
      path: "/admin/pages/copy/:name",
      Component: PageCopy as never,
      HydrateFallback: () => null,
    },
  ]);
  render(
    <Stub
      initialEntries={["/admin/pages/copy/not-found"]}
      hydrationData={{
        loaderData: { "page-copy": loaderData },
        actionData: answer ? { "page-copy": answer } : undefined,
      }}
    />,
  );
  await screen.findByRole("heading", { level: 1 });
}

/** The messages a field is described by (its error first, then its hint). */
const descriptions = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("a page's copy form, from its loader's answer", () => {
  it("shows each stored word in its labelled field, a fieldset a section, and the version it saves at", async () => {
    await renderNotFoundCopy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      pageCopyCopy.editTitle("Page not found (404)"),
    );
    expect(screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent)).toEqual(
      ["Header", "Message", "Search results"],
    );
    expect(screen.getByLabelText("Message")).toHaveProperty("value", stored.message);
    expect(screen.getByLabelText("Button back to the home page")).toHaveProperty(
      "value",
      stored.action,
    );
    expect(screen.getByLabelText("Title")).toHaveProperty("maxLength", 70);
    const form = screen.getByRole("button", { name: "Save" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.querySelector<HTMLInputElement>('input[name="version"]')?.value).toBe("3");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("after a save, says the public page shows it now", async () => {
    await renderNotFoundCopy({ saved: true });
    expect(screen.getByRole("status").textContent).toBe(pageCopyCopy.saved);
  });
});

describe("a page's copy form, from its action's answer", () => {
  it("refused, shows the summary and each message tied to its field, keeping every typed word", async () => {
    await renderNotFoundCopy({
      answer: {
        message: pageCopyCopy.errors.summary,
        errors: { heading: pageCopyCopy.errors.required, action: pageCopyCopy.errors.tooLong(40) },
        values: { ...stored, heading: "", message: "Typed, not saved", action: "x".repeat(45) },
      },
    });
    expect(screen.getByRole("alert").textContent).toBe(pageCopyCopy.errors.summary);
    const heading = screen.getByLabelText("Heading");
    expect(heading).toHaveProperty("value", "");
    expect(heading.getAttribute("aria-invalid")).toBe("true");
    expect(descriptions(heading)).toContain(pageCopyCopy.errors.required);
    const action = screen.getByLabelText("Button back to the home page");
    expect(action.getAttribute("aria-invalid")).toBe("true");
    expect(descriptions(action)).toContain("Keep it under 40 characters.");
    const message = screen.getByLabelText("Message");
    expect(message).toHaveProperty("value", "Typed, not saved");
    expect(message.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("told of a conflict, says nothing was overwritten and keeps what was typed", async () => {
    await renderNotFoundCopy({
      answer: {
        message: pageCopyCopy.errors.conflict,
        errors: {},
        values: { ...stored, message: "My newer words" },
      },
    });
    expect(screen.getByRole("alert").textContent).toBe(pageCopyCopy.errors.conflict);
    expect(screen.getByLabelText("Message")).toHaveProperty("value", "My newer words");
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBeNull();
  });
});

describe("a list of a page's copy", () => {
  it("gives each item its own legend and a field a text, named by its place", async () => {
    const form: PageCopyForm<{ steps: { title: string; text: string }[] }> = {
      title: "A page",
      publicPaths: ["/a-page"],
      sections: [
        {
          legend: "Process",
          fields: {
            steps: {
              kind: "list",
              label: "Steps",
              itemLabel: (position) => `Step ${position}`,
              item: {
                title: { kind: "text", label: "Title" },
                text: { kind: "longText", label: "Text" },
              },
            },
          },
        },
      ],
    };
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <PageCopyEditor
            name="a-page"
            form={form as PageCopyForm<object>}
            current={{
              steps: [
                { title: "Plan", text: "We listen." },
                { title: "Build", text: "We make it." },
              ],
            }}
            version={1}
            values={null}
            errors={{ "steps.1.title": pageCopyCopy.errors.required }}
            message={pageCopyCopy.errors.summary}
            conflict={false}
            saved={false}
          />
        ),
      },
    ]);
    render(<Stub />);
    const second = await screen.findByRole("group", { name: "Step 2" });
    const title = within(second).getByLabelText("Title");
    expect(title.getAttribute("name")).toBe("steps.1.title");
    expect(title).toHaveProperty("value", "Build");
    expect(within(second).getByLabelText("Text")).toHaveProperty("value", "We make it.");
    expect(descriptions(title)).toContain(pageCopyCopy.errors.required);
    const first = within(screen.getByRole("group", { name: "Step 1" })).getByLabelText("Title");
    expect(first.getAttribute("name")).toBe("steps.0.title");
    expect(first.getAttribute("aria-invalid")).toBeNull();
  });
});
