import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { consoleCopy } from "~/content/admin/console";
import { z } from "./zod-setup";
import { notOurForm, parseForm, parseIntentForm, queryValues } from "./parse-form.server";

// The console's one form pipeline: the role, then the body within its limit,
// then the form's schema, with a message per field as the public forms give.

/** A context whose session is `refusal` (a thrown 303/403) or a signed-in editor. */
function contextOf(refusal: Response | null = null) {
  const require = vi.fn(async () => {
    if (refusal) throw refusal;
    return { id: "u1", email: "editor@example.com", role: "editor" as const };
  });
  return { context: { admin: { require } } as unknown as AppLoadContext, require };
}

function post(fields: Record<string, string> | FormData, headers: Record<string, string> = {}) {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
  return new Request("http://localhost/admin/thing", { method: "POST", body, headers });
}

const noteForm = z.object({
  note: z.string().trim().min(1, "Write a note.").prefault(""),
  tag: z.string().prefault(""),
});

describe("parseForm", () => {
  it("gives the schema's data and what was typed", async () => {
    const { context, require } = contextOf();
    const form = await parseForm(post({ note: "  called back ", extra: "x" }), context, noteForm, {
      role: "editor",
    });
    expect(form).toMatchObject({ ok: true, data: { note: "called back", tag: "" } });
    expect(form.values).toEqual({ note: "  called back ", extra: "x" });
    expect(require).toHaveBeenCalledWith("editor");
  });

  it("gives a message per field, as the public forms do, and keeps what was typed", async () => {
    const { context } = contextOf();
    const form = await parseForm(post({ note: "   " }), context, noteForm, { role: "editor" });
    expect(form).toMatchObject({ ok: false, errors: { note: "Write a note." } });
    expect(form.values).toEqual({ note: "   " });
  });

  it("checks the role before reading a byte of the body", async () => {
    const signedOut = new Response(null, { status: 303, headers: { Location: "/admin/login" } });
    const { context } = contextOf(signedOut);
    const request = post({ note: "hello" });
    await expect(parseForm(request, context, noteForm, { role: "editor" })).rejects.toBe(signedOut);
    expect(request.bodyUsed).toBe(false);
  });

  it("lets anyone send a signed-out form without asking for a session", async () => {
    const { context, require } = contextOf();
    await parseForm(post({ note: "hi" }), context, noteForm, { role: "anyone" });
    expect(require).not.toHaveBeenCalled();
  });

  it("refuses a body past its form's limit with 413 and the form's sentence", async () => {
    const { context } = contextOf();
    const answer = await parseForm(post({ note: "x".repeat(40 * 1024) }), context, noteForm, {
      role: "editor",
    }).catch((thrown: unknown) => thrown);
    expect(answer).toMatchObject({ init: { status: 413 }, data: consoleCopy.tooLarge });
  });

  it("hands over a chosen file, and not an empty file input", async () => {
    const { context } = contextOf();
    const body = new FormData();
    body.set("note", "with a picture");
    body.set("cover", new File([new Uint8Array([1, 2, 3])], "cover.png"));
    body.set("none", new File([], ""));
    const form = await parseForm(post(body), context, noteForm, {
      role: "editor",
      limit: "editor",
    });
    expect(Object.keys(form.files)).toEqual(["cover"]);
    expect(form.files.cover?.size).toBe(3);
  });
});

describe("parseIntentForm", () => {
  const forms = {
    note: noteForm,
    "": z.object({ id: z.string().min(1, "Which one?") }),
  };

  it("parses each form with its own schema, told apart by its intent", async () => {
    const { context } = contextOf();
    const note = await parseIntentForm(post({ intent: "note", note: "ok" }), context, forms, {
      role: "editor",
    });
    expect(note).toMatchObject({ intent: "note", ok: true, data: { note: "ok" } });
    const plain = await parseIntentForm(post({ id: "" }), context, forms, { role: "editor" });
    expect(plain).toMatchObject({ intent: "", ok: false, errors: { id: "Which one?" } });
  });

  it("answers a form the page does not have with 400", async () => {
    const { context } = contextOf();
    const thrown = await parseIntentForm(post({ intent: "drop" }), context, forms, {
      role: "editor",
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toBe(await notOurForm().text());
  });
});

describe("queryValues", () => {
  it("reads each name's first value from the address", () => {
    const request = new Request("http://localhost/admin/enquiries?q=acme&status=new&q=other");
    expect(queryValues(request)).toEqual({ q: "acme", status: "new" });
  });
});
