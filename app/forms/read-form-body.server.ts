import { data } from "react-router";
import { formActionCopy } from "~/content/forms";
import { UPLOAD_MAX_BYTES } from "~/lib/admin/image-upload";

/**
 * How many bytes each kind of form may send. Every form a route reads goes
 * through `readFormBody` with one of these: a body past its limit is refused
 * with 413 as soon as the chunk that passes it arrives, and the rest is never
 * read, so no client can make the server hold more than a form's limit.
 */
export const FORM_BODY_LIMITS = {
  /** The public pages' forms: url-encoded text (server/forms/form-guards.ts caps each field). */
  page: 64 * 1024,
  /** The console's forms: sign-in, filters, a note. */
  console: 32 * 1024,
  /** The editors of projects, posts and the legal pages: a long body in Markdown. */
  editor: 256 * 1024,
  /** The editor with its cover image: the form and the largest image the upload takes. */
  editorWithUpload: 256 * 1024 + UPLOAD_MAX_BYTES,
  /** The site's settings with a sharing image: the console's form and the largest image. */
  settingsWithUpload: 32 * 1024 + UPLOAD_MAX_BYTES,
  /**
   * The media library's 'Upload' (one or several images) and 'Replace': the
   * console's form and the largest image; several files share that room.
   */
  mediaUpload: 32 * 1024 + UPLOAD_MAX_BYTES,
} as const;

/**
 * The most any route reads. The page adapter cuts every body handed to React
 * Router there (server/http/react-router.ts), so a route that reads its body
 * some other way still cannot make the server buffer without bound.
 */
export const LARGEST_FORM_BODY = Math.max(...Object.values(FORM_BODY_LIMITS));

/**
 * The error a body stream fails with once it passed the adapter's cut.
 * The reader takes it for what it is, a body over its limit.
 */
export class BodyOverLimitError extends Error {
  constructor(limit: number) {
    super(`The request body is longer than ${limit} bytes.`);
    this.name = "BodyOverLimitError";
  }
}

/**
 * The request's body as bytes, counted as they arrive; null as soon as more
 * than `limit` bytes came. A declared Content-Length over the limit is
 * refused before a byte is read; a chunked body (no length) the moment it
 * passes. Either way the rest is left unread, and the page adapter closes
 * the connection once the answer is sent (server/http/react-router.ts), so
 * the client cannot keep sending.
 */
export async function readBodyBytes(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const overLimit = async () => {
    await reader.cancel().catch(() => {});
    return null;
  };
  if (Number(request.headers.get("content-length") ?? "0") > limit) return overLimit();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch (error) {
      if (error instanceof BodyOverLimitError) return null;
      throw error;
    }
    if (next.done) break;
    size += next.value.byteLength;
    if (size > limit) return overLimit();
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The posted form, url-encoded or multipart, read within `limit` bytes: a
 * 413 with `tooLarge` past it, a 400 with `unreadable` (the console's words
 * unless given) when the body is not a form. It is
 * parsed only once the bounded bytes are all in hand, so no parser ever pulls
 * from the connection itself.
 */
export async function readFormBody(
  request: Request,
  {
    limit,
    tooLarge,
    unreadable = formActionCopy.unreadable,
  }: { limit: number; tooLarge: string; unreadable?: string },
): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  if (!bytes) throw data(tooLarge, { status: 413 });
  const type = request.headers.get("content-type") ?? "";
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw data(unreadable, { status: 400 });
  }
}

/** Each field's first value as text; files are left out. */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] ??= value;
  return fields;
}
