import { useEffect, useRef } from "react";
import { useBeforeUnload, useBlocker } from "react-router";

/**
 * Asks before leaving a form with changes not yet sent (another console page,
 * or closing the tab). Spread the answer on the <Form>: a change marks it,
 * sending it clears the mark.
 */
export function useUnsavedChanges(question: string) {
  const dirty = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useBeforeUnload((event) => {
    if (dirty.current) event.preventDefault();
  });
  return {
    onChange: () => {
      dirty.current = true;
    },
    onSubmit: () => {
      dirty.current = false;
    },
  };
}
