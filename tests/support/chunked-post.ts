import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface ChunkedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Bytes written when the answer came: the server read at most these. */
  sent: number;
}

const CHUNK = Buffer.alloc(64 * 1024, "a");

/**
 * POSTs a chunked body (no Content-Length) of `bytes` over real HTTP, made
 * lazily, one 64 kB chunk written again and again, so the test never holds
 * it; stops writing as soon as the answer's head arrives. Rejects when no
 * answer came within `timeoutMs`.
 */
export async function postChunked(
  url: string,
  {
    headers = {},
    bytes,
    timeoutMs = 20_000,
  }: {
    headers?: Record<string, string>;
    bytes: number;
    timeoutMs?: number;
  },
): Promise<ChunkedAnswer> {
  const request = httpRequest(url, { method: "POST", headers });
  // A server that refuses a body closes the connection once it has answered: later writes fail.
  request.on("error", () => {});
  let answered = false;
  const head = new Promise<void>((resolve) => request.once("response", () => resolve()));
  const closed = new Promise<void>((resolve) => request.once("close", () => resolve()));
  const answer = new Promise<Omit<ChunkedAnswer, "sent">>((resolve, reject) => {
    request.once("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.once("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body }),
      );
      response.once("error", reject);
    });
  });
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer from ${url} within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });

  let sent = 0;
  const writing = (async () => {
    while (!answered && !request.destroyed && sent < bytes) {
      sent += CHUNK.byteLength;
      if (!request.write(CHUNK)) {
        await Promise.race([
          new Promise((resolve) => request.once("drain", resolve)),
          head,
          closed,
        ]);
      }
    }
    if (!answered && !request.destroyed) request.end();
  })();
  try {
    const answered = await Promise.race([answer, gaveUp]);
    await writing;
    return { ...answered, sent };
  } finally {
    clearTimeout(timer);
    request.destroy();
  }
}
