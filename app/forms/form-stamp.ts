import { STAMP_FIELD, STAMP_PLACEHOLDER } from "./form-protocol";

let kept: string | undefined;

/**
 * The render stamp the server wrote into this page's forms
 * (server/http/document-versions.ts). On the server it is the placeholder the
 * server replaces in each response; in the browser, the value the first page
 * arrived with, read once, so a hydrating form renders what the HTML holds and
 * a form rendered later (a client-side navigation) sends the same stamp. A
 * page that arrived without a form has none: such a send is not timed.
 */
export function formStamp(): string {
  if (typeof document === "undefined") return STAMP_PLACEHOLDER;
  kept ??= document.querySelector<HTMLInputElement>(`input[name="${STAMP_FIELD}"]`)?.value ?? "";
  return kept;
}
