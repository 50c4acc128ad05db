import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "./public-config.ts";

/**
 * The one HTTP client of the browser (spec §7): a configured base address,
 * JSON in and out, a 10 000 ms timeout, and failures returned as typed values
 * instead of thrown, so every caller decides what the visitor sees.
 */

export const API_TIMEOUT_MS = 10_000;

export type ApiError =
  | { kind: "network"; message: string }
  | { kind: "timeout"; message: string }
  | { kind: "http"; status: number; message: string; body: unknown }
  | { kind: "parse"; status: number; message: string };

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError };

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

let baseUrl: string | undefined;

/** Overrides the base address (a page embedding the client elsewhere, or a test). */
export function setApiBaseUrl(url: string) {
  baseUrl = url.replace(/\/+$/, "");
}

/** Base address from API_BASE_URL, rendered into the page by the root layout. */
export function apiBaseUrl(): string {
  if (baseUrl !== undefined) return baseUrl;
  let value = "/api";
  if (typeof document !== "undefined") {
    const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
    if (text) value = (JSON.parse(text) as PublicConfig).apiBaseUrl;
  }
  baseUrl = value;
  return value;
}

export async function request<T>(
  method: "GET" | "POST",
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      method,
      headers: {
        Accept: "application/json",
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (cause) {
    if (timeout.aborted) {
      return {
        ok: false,
        error: { kind: "timeout", message: "The server took too long to answer." },
      };
    }
    return { ok: false, error: { kind: "network", message: describe(cause) } };
  }

  let body: unknown;
  try {
    body = response.status === 204 ? null : await response.json();
  } catch {
    return {
      ok: false,
      error: {
        kind: "parse",
        status: response.status,
        message: "The server sent an unreadable answer.",
      },
    };
  }
  if (!response.ok) {
    const message =
      typeof body === "object" &&
      body !== null &&
      "message" in body &&
      typeof body.message === "string"
        ? body.message
        : `The server answered ${response.status}.`;
    return { ok: false, error: { kind: "http", status: response.status, message, body } };
  }
  return { ok: true, status: response.status, data: body as T };
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : "The network request failed.";
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>("POST", path, options),
};
