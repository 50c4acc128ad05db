// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { interfaceWords } from "../content/interface-words";
import { afterEach, describe, expect, it } from "vitest";
import { builtPublicConfig } from "../../tests/support/built-config";
import { CommentForm } from "./comment-form";
import type { FormActionData } from "./form-protocol";

/**
 * The comment form as the page shows it when it is the answer to a post made without
 * JavaScript (app/forms/form-action.server.ts): the action's answer arrives as the route's
 * action data. The post itself and what is stored: tests/integration/page-forms.test.ts;
 * the same in a browser: tests/e2e/html-forms.spec.ts.
 */

afterEach(cleanup);

const publicConfig = builtPublicConfig;
const words = interfaceWords;

async function renderAnsweredCommentForm(answer: FormActionData) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ publicConfig, words }),
      HydrateFallback: () => null,
      children: [
        { id: "post", path: "blog/:slug", Component: () => <CommentForm postSlug="a-post" /> },
      ],
    },
  ]);
  render(
    <Stub
      initialEntries={["/blog/a-post"]}
      hydrationData={{
        loaderData: { root: { publicConfig, words } },
        actionData: { post: answer },
      }}
    />,
  );
  return (await screen.findByRole("form", { name: "Leave A Comment" })) as HTMLFormElement;
}

describe("the comment form answered by the page's action", () => {
  it("shows the refusal, every field's message tied to its field, and what was typed", async () => {
    const form = await renderAnsweredCommentForm({
      form: "comment",
      sent: false,
      message: "Please correct the highlighted fields.",
      errors: { email: "Please enter a valid email address." },
      values: { name: "Ada", email: "ada@", message: "Lovely post" },
    });
    expect(within(form).getByRole("alert")).toHaveProperty(
      "textContent",
      "Please correct the highlighted fields.",
    );
    const email = within(form).getByLabelText("Your Email");
    expect(email).toHaveProperty("value", "ada@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const described = email.getAttribute("aria-describedby") ?? "";
    expect(described.split(" ").map((id) => document.getElementById(id)?.textContent)).toContain(
      "Please enter a valid email address.",
    );
    expect(within(form).getByLabelText("Your Name")).toHaveProperty("value", "Ada");
    expect(within(form).getByLabelText("Your Comment")).toHaveProperty("value", "Lovely post");
  });

  it("says the comment waits for moderation when it was stored, with the fields empty", async () => {
    const form = await renderAnsweredCommentForm({
      form: "comment",
      sent: true,
      message: "Thanks! Your comment will appear once it is approved.",
    });
    expect(within(form).getByRole("status").textContent).toBe(
      "Thanks! Your comment will appear once it is approved.",
    );
    expect(within(form).getByLabelText("Your Name")).toHaveProperty("value", "");
  });

  it("ignores the answer of another form on the same page", async () => {
    const form = await renderAnsweredCommentForm({
      form: "newsletter",
      sent: false,
      message: "Please enter a valid email address.",
      errors: { email: "Please enter a valid email address." },
      values: { email: "nope" },
    });
    expect(within(form).queryByRole("alert")).toBeNull();
    expect(within(form).getByLabelText("Your Email")).toHaveProperty("value", "");
  });
});
