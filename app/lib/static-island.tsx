import {
  createElement,
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { flushSync } from "react-dom";
import type { Handover } from "./island-handover";

// What passes from the kept HTML to the live component is only needed once an
// island comes alive: its code loads with the island's own, not with the page.
const loadHandover = () => import("./island-handover");
type HandoverModule = Awaited<ReturnType<typeof loadHandover>>;

/**
 * A section whose server HTML is kept as it is instead of being hydrated
 * (docs/decisions/015-static-islands.md).
 *
 * Most of a page never changes once rendered: headings, cards, lists of links.
 * Hydrating it would mean shipping its code and its copy to every visitor only
 * for React to confirm what the HTML already shows. So when the page first
 * hydrates, the island renders just its root element with an empty
 * `dangerouslySetInnerHTML`: React adopts the element, does not look inside it
 * and never writes to it, and the section's module is never requested.
 *
 * When the island mounts later, on a client-side navigation, there is no
 * server HTML to keep: it renders the real component, loaded on demand.
 * Navigations are transitions, so the old page stays until the module is in.
 * The same happens when its props change after hydration (the footer's
 * social links, shown in one variant only), since the kept HTML no longer
 * matches them.
 *
 * What keeps a static section working without its code: links are followed
 * by `useStaticLinkNavigation`, reveal animations by `useRevealOnScroll`,
 * and everything else in it must be plain HTML and CSS.
 *
 * With `live: "on-approach"` the island is interactive but not needed at
 * first (a form or a slider below the fold): its module loads when the
 * visitor scrolls near it, or touches, clicks or tabs into it, and the live
 * component then replaces the kept HTML, taking over what was typed and
 * where the focus was (./island-handover.ts). With `"on-use"` only a touch,
 * a click, a key or focus wakes it (a button in view from the start, whose
 * code no one needs until it is pressed); with `"on-scroll"` the page's
 * first scroll does too (a control that shows only once the page scrolls).
 */
export function staticIsland<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  /**
   * The component's root element, the one its server HTML starts with; a list
   * when it renders several side by side (a fragment). An island that comes
   * alive on approach must have a single root.
   */
  tag: Tag | readonly Tag[],
  options: {
    /** Interactive, but only once the visitor comes near it, uses it, or scrolls. */
    live?: "on-approach" | "on-use" | "on-scroll";
    /**
     * A media query: where it matches when the page loads, the island is in
     * view and usable from the first moment (the wide screens' menu), so its
     * module loads before the page hydrates and it hydrates with the page.
     * Elsewhere it stays kept HTML, and never costs a download while hidden.
     */
    hydrateWhen?: string;
  } = {},
): ComponentType<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  const loadComponent = async () => (await load())[name] as ComponentType<P>;
  const Live = lazy(async () => ({ default: await loadComponent() }));
  // Route modules are evaluated before the client entry, which waits for these.
  let withPage: ComponentType<P> | null = null;
  if (
    options.hydrateWhen &&
    typeof document !== "undefined" &&
    !document.documentElement.hasAttribute("data-hydrated") &&
    window.matchMedia(options.hydrateWhen).matches
  ) {
    beforeHydration.push(
      loadComponent().then((Component) => {
        withPage = Component;
      }),
    );
  }

  function StaticIsland(props: P) {
    // Decided once, at mount: only the first render of a server page has
    // HTML to keep. `data-hydrated` is set once that render has committed.
    const [keptProps, setKeptProps] = useState<P | null>(() =>
      typeof document !== "undefined" &&
      !document.documentElement.hasAttribute("data-hydrated") &&
      !withPage
        ? props
        : null,
    );
    const [Woken, setWoken] = useState<ComponentType<P> | null>(null);
    const kept = useRef<HTMLElement>(null);
    const handover = useRef<{ taken: Handover; module: HandoverModule } | null>(null);
    const keeping = keptProps !== null && Woken === null && shallowEqual(keptProps, props);

    useEffect(() => {
      const element = kept.current;
      if (!options.live || !keeping || !element) return;
      let woken = false;
      let stopped = false;
      let retry = 0;
      let pressed: Element | null = null;
      // Never replaced under a finger: an element swapped between a press and
      // its click loses the click (a tap on 'Send' would do nothing). The swap
      // waits for the click, which then acts on the kept HTML: a kept form
      // posts itself (docs/decisions/017-html-forms-first.md).
      let pressing = false;
      let afterPress: (() => void) | null = null;
      let pressTimer = 0;
      const pressEnded = () => {
        window.clearTimeout(pressTimer);
        // After the click's own default action (a form's submit) has run.
        pressTimer = window.setTimeout(() => {
          pressing = false;
          const swap = afterPress;
          afterPress = null;
          swap?.();
        });
      };
      const pressStarted = () => {
        pressing = true;
        window.clearTimeout(pressTimer);
      };
      // A press that never becomes a click (a drag, a cancelled touch) ends anyway.
      const released = () => {
        if (!pressing) return;
        window.clearTimeout(pressTimer);
        pressTimer = window.setTimeout(pressEnded, PRESS_CLICK_MS);
      };
      const press = (event: Event) => {
        pressed = pressedButton(event) ?? pressed;
        if (pressing) pressEnded();
      };
      const wake = () => {
        if (woken) return;
        woken = true;
        Promise.all([loadComponent(), loadHandover()]).then(
          ([Component, module]) => {
            if (stopped) return;
            const swap = () => {
              if (stopped) return;
              // Read and replaced in one go: no keystroke can fall in between.
              handover.current = { taken: module.captureHandover(element, pressed), module };
              flushSync(() => setWoken(() => Component));
            };
            if (pressing) afterPress = swap;
            else swap();
          },
          // Offline, say: the HTML stays, and the next touch, or a look at the
          // viewport a little later, tries again.
          () => {
            woken = false;
            if (stopped) return;
            retry = window.setTimeout(() => {
              observer.unobserve(element);
              observer.observe(element);
            }, RETRY_MS);
          },
        );
      };
      const observer = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && wake(),
        { rootMargin: APPROACH },
      );
      if (options.live === "on-approach") observer.observe(element);
      if (options.live === "on-scroll") window.addEventListener("scroll", wake, { passive: true });
      for (const type of WAKE_EVENTS) element.addEventListener(type, wake, { passive: true });
      element.addEventListener("pointerdown", pressStarted, { passive: true });
      window.addEventListener("pointerup", released, { passive: true });
      window.addEventListener("pointercancel", released, { passive: true });
      // A press while the code loads is replayed on the live button.
      element.addEventListener("click", press);
      return () => {
        stopped = true;
        window.clearTimeout(retry);
        window.clearTimeout(pressTimer);
        observer.disconnect();
        window.removeEventListener("scroll", wake);
        for (const type of WAKE_EVENTS) element.removeEventListener(type, wake);
        element.removeEventListener("pointerdown", pressStarted);
        window.removeEventListener("pointerup", released);
        window.removeEventListener("pointercancel", released);
        element.removeEventListener("click", press);
      };
    }, [keeping]);

    useLayoutEffect(() => {
      if (!Woken || !handover.current) return;
      handover.current.module.restoreHandover(handover.current.taken);
      handover.current = null;
    }, [Woken]);

    if (Woken) return createElement(Woken as ComponentType<object>, props);
    if (keeping) {
      const tags = typeof tag === "string" ? [tag] : tag;
      return tags.map((each, index) =>
        createElement(each, {
          key: index,
          ref: index === 0 ? kept : undefined,
          dangerouslySetInnerHTML: KEEP,
          suppressHydrationWarning: true,
        }),
      );
    }
    // Once live, for good: the kept HTML is gone as soon as React replaces it.
    if (keptProps) setKeptProps(null);
    // Loaded before hydration: rendered at once, so React hydrates its HTML.
    if (withPage) return createElement(withPage as ComponentType<object>, props);
    return createElement(Live as unknown as ComponentType<object>, props);
  }
  if (import.meta.env.DEV) StaticIsland.displayName = `StaticIsland(${String(name)})`;
  return StaticIsland;
}

/** Modules of islands that hydrate with the page (`hydrateWhen`), on their way. */
const beforeHydration: Promise<void>[] = [];

/**
 * Settles once every island that hydrates with the page has its module, or
 * has failed to get it (then it stays kept HTML and wakes on approach).
 * The client entry (app/entry.client.tsx) hydrates after it.
 */
export function islandsBeforeHydration(): Promise<unknown> {
  return Promise.allSettled(beforeHydration);
}

type Tag = keyof HTMLElementTagNameMap;
type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/** One object, so React sees the same inner HTML on every render and never rewrites it. */
const KEEP = { __html: "" };

/** How near "near" is: half a screen below the viewport. */
const APPROACH = "0px 0px 50% 0px";
const RETRY_MS = 3000;
/** How long after a press is released its click may still come (touch sends it late). */
const PRESS_CLICK_MS = 400;
const WAKE_EVENTS = ["pointerdown", "focusin", "keydown"] as const;

/**
 * The button a click in the kept HTML was meant for, if it needs replaying:
 * not a submit button (the browser posts the form itself), not a link (links
 * work without the island's code).
 */
function pressedButton(event: Event): HTMLButtonElement | null {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button || (button.form && button.type === "submit")) return null;
  return button;
}

function shallowEqual(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is(a[key as keyof object], b[key as keyof object]));
}
