import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Google's siteverify endpoint on loopback. Each token maps to
 * the answer the real service would give; unknown tokens get a passing answer.
 */
export interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  "error-codes"?: string[];
}

export interface FakeRecaptcha {
  url: string;
  /** Form fields of every verification request received, in order. */
  requests: Record<string, string>[];
  answer(token: string, answer: SiteverifyAnswer | { delayMs: number } | { status: number }): void;
  close(): Promise<void>;
}

export const passing: SiteverifyAnswer = {
  success: true,
  score: 0.9,
  action: "submit",
  hostname: "localhost",
};

export async function startFakeRecaptcha(): Promise<FakeRecaptcha> {
  const answers = new Map<string, SiteverifyAnswer | { delayMs: number } | { status: number }>();
  const requests: Record<string, string>[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      requests.push(fields);
      const answer = answers.get(fields.response ?? "") ?? passing;
      if ("delayMs" in answer) {
        const timer = setTimeout(() => response.end(JSON.stringify(passing)), answer.delayMs);
        response.on("close", () => clearTimeout(timer));
        return;
      }
      if ("status" in answer) {
        response.writeHead(answer.status, { "content-type": "text/html" }).end("<h1>Oops</h1>");
        return;
      }
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    answer: (token, answer) => answers.set(token, answer),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
