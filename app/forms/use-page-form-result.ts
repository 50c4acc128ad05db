import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import type { FormActionData, FormKind } from "./form-protocol";

/**
 * What the page's form action answered, when the page is the answer to a
 * post of this kind of form. Read from the router's state rather than
 * `useActionData`, which only sees its own route's: the newsletter form sits in
 * the root layout's footer, the others in the page's route, and the action
 * that answered may be either's (index routes post to the root).
 */
export function usePageFormResult(kind: FormKind): FormActionData | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  for (const answer of Object.values(state?.actionData ?? {})) {
    const data = answer as FormActionData | undefined;
    if (data?.form === kind) return data;
  }
  return undefined;
}
