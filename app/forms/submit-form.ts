import { apiClient } from "~/lib/api-client";
import { IDEMPOTENCY_HEADER } from "./form-protocol";

/** What became of a form submission, as the form shows it (spec §8). */
export type SendOutcome =
  | { kind: "sent"; message: string }
  /** The server answered `success:false`: its message, and field messages when it had some. */
  | { kind: "refused"; message: string; errors?: Record<string, string> }
  /** Nothing usable came back (network, timeout, unreadable answer). */
  | { kind: "failed"; reason: string };

interface FormAnswer {
  success?: boolean;
  message?: string;
  errors?: Record<string, string>;
}

/** POSTs a form's JSON through the one API client, with an Idempotency-Key so a retry stores once. */
export async function submitForm(
  path: string,
  body: object,
  idempotencyKey: string,
): Promise<SendOutcome> {
  const result = await apiClient.post<FormAnswer>(path, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  if (result.ok) {
    const answer = result.data;
    if (answer.success) return { kind: "sent", message: answer.message ?? "" };
    return { kind: "refused", message: answer.message ?? "", errors: answer.errors };
  }
  const { error } = result;
  if (error.kind === "http" && typeof error.body === "object" && error.body !== null) {
    const answer = error.body as FormAnswer;
    if (answer.success === false && answer.message) {
      return { kind: "refused", message: answer.message, errors: answer.errors };
    }
  }
  return { kind: "failed", reason: error.message };
}
