/**
 * Forms submitted before their code runs (docs/decisions/015-static-islands.md).
 *
 * A page paints, and can be filled in, before its scripts load, and a form in
 * a static island stays plain HTML until the visitor nears it. Submitted in
 * that window, the browser would send it itself: a GET to the same address
 * with every field in the query string, and no enquiry stored. The page's
 * first inline script (app/lib/finish-document.server.ts) stops that: it
 * holds back the submit of any of our forms (`data-form`) that is not live
 * yet (`data-live`, set by useValidatedForm) and parks it here. The form's
 * code sends it as soon as it runs, with what the visitor typed.
 */
const PARKED = "__genesisEarlySubmit";

declare global {
  interface Window {
    [PARKED]?: HTMLFormElement | null;
  }
}

/** The guard, as script source: the document's first script runs it before anything else. */
export const EARLY_SUBMIT_GUARD =
  `addEventListener("submit", (e) => { const f = e.target;` +
  ` if (f instanceof HTMLFormElement && f.dataset.form && !f.hasAttribute("data-live")) {` +
  ` e.preventDefault(); window.${PARKED} = f; } }, true);`;

/** Whether this form (or a form inside this element) was submitted early. */
export function isParked(element: Element): boolean {
  const parked = window[PARKED];
  return !!parked && (parked === element || element.contains(parked));
}

/** Moves a parked submit to the form that replaced the parked one. */
export function reparkOn(form: HTMLFormElement) {
  window[PARKED] = form;
}

/** Claims the parked submit if it is this form's. */
export function takeParked(form: HTMLFormElement): boolean {
  if (window[PARKED] !== form) return false;
  window[PARKED] = null;
  return true;
}
