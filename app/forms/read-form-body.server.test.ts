import { describe, expect, it } from "vitest";
import { formActionCopy } from "~/content/forms";
import {
  BodyOverLimitError,
  FORM_BODY_LIMITS,
  LARGEST_FORM_BODY,
  readBodyBytes,
  readFormBody,
  textFields,
} from "./read-form-body.server";

// Every form a route reads goes through this reader (docs/reliability.md, "Bodies without a
// cap"): a body is counted as it arrives and refused the moment it passes its form's limit.

/**
 * A chunked body (no Content-Length): its bytes are made only as they are
 * read, `chunk` at a time, `total` in all; `pulled()` says how many were.
 */
function lazyBody(total: number, chunk = 1024, byte = 0x61) {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        const size = Math.min(chunk, total - pulled);
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(byte));
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

function post(body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
}

/** What a thrown `data(message, { status })` carries. */
async function refusal(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error as { data: unknown; init: ResponseInit | null },
  );
  expect(thrown, "the read was not refused").not.toBeNull();
  return { status: thrown!.init?.status, message: thrown!.data };
}

describe("readBodyBytes", () => {
  it("reads a chunked body of exactly the limit whole", async () => {
    const body = lazyBody(10_000, 999);
    const bytes = await readBodyBytes(post(body.stream), 10_000);
    expect(bytes?.byteLength).toBe(10_000);
    expect(bytes?.every((b) => b === 0x61)).toBe(true);
  });

  it("refuses a chunked body one byte over the limit", async () => {
    const body = lazyBody(10_001, 999);
    expect(await readBodyBytes(post(body.stream), 10_000)).toBeNull();
    expect(body.cancelled()).toBe(true);
  });

  it("stops reading a 100 MB chunked body at the chunk that passes the limit, and cancels the rest", async () => {
    const body = lazyBody(100 * 1024 * 1024, 64 * 1024);
    expect(await readBodyBytes(post(body.stream), 32 * 1024)).toBeNull();
    expect(body.pulled()).toBe(64 * 1024);
    expect(body.cancelled()).toBe(true);
  });

  it("refuses a declared Content-Length over the limit before reading a byte", async () => {
    const body = lazyBody(10_001);
    const request = post(body.stream, { "content-length": "10001" });
    expect(await readBodyBytes(request, 10_000)).toBeNull();
    expect(body.pulled()).toBe(0);
  });

  it("takes the page adapter's cut (BodyOverLimitError) as a body over the limit", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
        controller.error(new BodyOverLimitError(10));
      },
    });
    expect(await readBodyBytes(post(stream), LARGEST_FORM_BODY)).toBeNull();
  });

  it("passes on any other failure of the stream (a client gone mid-way)", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new Error("aborted"));
      },
    });
    await expect(readBodyBytes(post(stream), 10_000)).rejects.toThrow("aborted");
  });

  it("reads a request without a body as empty", async () => {
    const request = new Request("http://localhost/contact", { method: "POST" });
    expect(await readBodyBytes(request, 10)).toEqual(new Uint8Array(0));
  });
});

describe("readFormBody", () => {
  const urlEncoded = { "content-type": "application/x-www-form-urlencoded" };
  const options = { limit: FORM_BODY_LIMITS.page, tooLarge: formActionCopy.tooLarge };

  it("parses a url-encoded form of exactly the limit, sent chunked", async () => {
    const prefix = "form=contact&message=";
    const text = prefix + "m".repeat(FORM_BODY_LIMITS.page - prefix.length);
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1000)
          controller.enqueue(bytes.slice(at, at + 1000));
        controller.close();
      },
    });
    const form = await readFormBody(post(stream, urlEncoded), options);
    expect(form.get("form")).toBe("contact");
    expect(String(form.get("message")).length).toBe(FORM_BODY_LIMITS.page - prefix.length);
  });

  it("refuses a url-encoded form one byte over the limit with 413 and the form's words", async () => {
    const body = lazyBody(FORM_BODY_LIMITS.page + 1);
    expect(await refusal(readFormBody(post(body.stream, urlEncoded), options))).toEqual({
      status: 413,
      message: formActionCopy.tooLarge,
    });
  });

  it("parses a multipart form with a file once its bounded bytes are in", async () => {
    const sent = new FormData();
    sent.set("title", "A post");
    sent.set("coverUpload", new File([new Uint8Array(5000).fill(7)], "cover.png"));
    const encoded = new Request("http://localhost/", { method: "POST", body: sent });
    const type = encoded.headers.get("content-type")!;
    const form = await readFormBody(post(encoded.body!, { "content-type": type }), {
      limit: 8000,
      tooLarge: "too large",
    });
    expect(form.get("title")).toBe("A post");
    const file = form.get("coverUpload") as File;
    expect(file.name).toBe("cover.png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(5000).fill(7));
  });

  it("refuses a multipart form whose file passes the limit with 413", async () => {
    const sent = new FormData();
    sent.set("coverUpload", new File([new Uint8Array(9000)], "cover.png"));
    const encoded = new Request("http://localhost/", { method: "POST", body: sent });
    const request = post(encoded.body!, { "content-type": encoded.headers.get("content-type")! });
    expect(await refusal(readFormBody(request, { limit: 8000, tooLarge: "too large" }))).toEqual({
      status: 413,
      message: "too large",
    });
  });

  it("answers 400 for a body that is not a form", async () => {
    const request = post('{"form":"contact"}', { "content-type": "application/json" });
    expect(await refusal(readFormBody(request, options))).toEqual({
      status: 400,
      message: formActionCopy.unreadable,
    });
  });
});

describe("textFields", () => {
  it("keeps each field's first value and leaves files out", () => {
    const form = new FormData();
    form.append("email", "first@example.com");
    form.append("email", "second@example.com");
    form.append("coverUpload", new File(["x"], "x.png"));
    expect(textFields(form)).toEqual({ email: "first@example.com" });
  });
});

describe("the limits", () => {
  it("give the editor's upload the form and the largest image, and nothing is read beyond that", () => {
    expect(FORM_BODY_LIMITS.editorWithUpload).toBe(FORM_BODY_LIMITS.editor + 15 * 1024 * 1024);
    expect(LARGEST_FORM_BODY).toBe(FORM_BODY_LIMITS.editorWithUpload);
  });
});
