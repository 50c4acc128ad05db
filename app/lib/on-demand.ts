import { createElement, useEffect, useState, type ComponentType } from "react";

/**
 * A component whose module is fetched only once it is `wanted`: it renders nothing until the
 * module is in, then the component (at once wherever it is rendered after that).
 *
 * Not `React.lazy` in a `<Suspense>`: React holds back content revealed after a fallback until
 * 300 ms after that fallback was shown (its fallback throttle), however soon the module came.
 * A menu opened on a click, or the page's behaviours started by a first input, waited those
 * 300 ms for code that had arrived in 20 (docs/decisions/030-no-code-before-the-first-input.md).
 *
 * A module that fails to load leaves nothing rendered; it is asked for again the next time the
 * component becomes wanted.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & { wanted: boolean }> {
  let loaded: ComponentType<P> | null = null;
  function OnDemand({ wanted, ...props }: P & { wanted: boolean }) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (!wanted || component) return;
      let current = true;
      load().then(
        (arrived) => {
          loaded = arrived;
          if (current) setComponent(() => arrived);
        },
        () => {},
      );
      return () => {
        current = false;
      };
    }, [wanted, component]);
    return component && createElement(component, props as P);
  }
  return OnDemand;
}
