// @vitest-environment jsdom
import { act, Suspense, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { staticIsland } from "./static-island";

// The contract of docs/decisions/015-static-islands.md, checked in a DOM:
// kept server HTML, waking on approach, handing over what the visitor did,
// and a module that arrives too late changing nothing.

function Card({ title }: { title: string }) {
  return (
    <section className="card">
      <h2>{title}</h2>
      <p>Static copy</p>
    </section>
  );
}

function EnquiryForm() {
  const [sent, setSent] = useState(false);
  return (
    <form data-testid="form" data-live-component="">
      <label htmlFor="name">Name</label>
      <input id="name" name="name" defaultValue="" />
      <button type="button" onClick={() => setSent(true)}>
        {sent ? "Pressed" : "Press"}
      </button>
    </form>
  );
}

/** A module that arrives when the test says so. */
function deferredModule<M>(module: M) {
  let arrive!: () => void;
  const ready = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await ready;
    return module;
  });
  return { load, arrive };
}

// jsdom has no IntersectionObserver: this one lets the test bring an island "near".
const observed = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
class TestIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observed.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  unobserve(element: Element) {
    this.entry.elements = this.entry.elements.filter((e) => e !== element);
  }
  disconnect() {
    observed.delete(this.entry);
  }
}
function comeNear(element: Element) {
  for (const { callback, elements } of observed) {
    if (elements.includes(element)) {
      callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  }
}

let container: HTMLElement;
let root: Root | undefined;
const recoverableErrors: unknown[] = [];

// The handover code an island loads beside its own: in the module cache before the tests,
// as a browser would have it once fetched, so `arrive()` alone decides when an island wakes.
beforeAll(async () => {
  await import("./island-handover");
});

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal("IntersectionObserver", TestIntersectionObserver);
  // jsdom has no CSS.escape either; field names here are plain words.
  vi.stubGlobal("CSS", { escape: (value: string) => value.replace(/[^\w-]/g, "\\$&") });
  document.documentElement.removeAttribute("data-hydrated");
  container = document.createElement("div");
  document.body.append(container);
  recoverableErrors.length = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  observed.clear();
  vi.unstubAllGlobals();
  // Files share a worker (vitest.config.ts): a spy left by a failed test must not outlive it.
  vi.restoreAllMocks();
});

/** Server HTML of the real component, then a hydration with the island in its place. */
async function hydrateWith(serverHtml: string, island: React.ReactNode) {
  container.innerHTML = serverHtml;
  await act(async () => {
    root = hydrateRoot(container, island, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  document.documentElement.setAttribute("data-hydrated", "");
}

describe("staticIsland", () => {
  it("keeps the server HTML of a static section on hydration and never loads its module", async () => {
    const load = vi.fn(async () => ({ Card }));
    const Island = staticIsland(load, "Card", "section");
    const html = renderToString(<Card title="Kept" />);

    await hydrateWith(html, <Island title="Kept" />);

    expect(container.innerHTML).toBe(html);
    expect(load).not.toHaveBeenCalled();
    expect(recoverableErrors).toEqual([]);
  });

  it("reports a hydration mismatch when the declared root tag is not the component's", async () => {
    const Island = staticIsland(async () => ({ Card }), "Card", "div");

    await hydrateWith(renderToString(<Card title="Kept" />), <Island title="Kept" />);

    expect(recoverableErrors.length).toBeGreaterThan(0);
  });

  it("renders the real component when it mounts after hydration (a client navigation)", async () => {
    document.documentElement.setAttribute("data-hydrated", "");
    const load = vi.fn(async () => ({ Card }));
    const Island = staticIsland(load, "Card", "section");

    await act(async () => {
      root = createRoot(container);
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <Island title="Fresh" />
        </Suspense>,
      );
    });

    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("h2")?.textContent).toBe("Fresh");
  });

  it("wakes an on-approach island when it comes near, and hands over typed text and focus", async () => {
    const { load, arrive } = deferredModule({ EnquiryForm });
    const Island = staticIsland(load, "EnquiryForm", "form", { live: "on-approach" });
    await hydrateWith(renderToString(<EnquiryForm />), <Island />);
    const keptForm = container.querySelector("form")!;
    const keptInput = container.querySelector<HTMLInputElement>("input[name=name]")!;
    expect(load).not.toHaveBeenCalled();

    keptInput.value = "Ada Lovelace";
    keptInput.focus();
    keptInput.setSelectionRange(3, 3);
    comeNear(keptForm);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());

    const liveInput = container.querySelector<HTMLInputElement>("input[name=name]")!;
    expect(container.querySelector("form")).not.toBe(keptForm);
    expect(liveInput).not.toBe(keptInput);
    expect(liveInput.value).toBe("Ada Lovelace");
    expect(document.activeElement).toBe(liveInput);
    expect(liveInput.selectionStart).toBe(3);
  });

  it("replays a button pressed while the island's module was on its way", async () => {
    const { load, arrive } = deferredModule({ EnquiryForm });
    const Island = staticIsland(load, "EnquiryForm", "form", { live: "on-approach" });
    await hydrateWith(renderToString(<EnquiryForm />), <Island />);
    const keptButton = container.querySelector("button")!;

    // A tap, in the order a browser sends it.
    keptButton.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    window.dispatchEvent(new Event("pointerup"));
    keptButton.click();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    expect(container.querySelector("button")?.textContent).toBe("Pressed");
  });

  it("ignores a module that arrives after the island is gone", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { load, arrive } = deferredModule({ EnquiryForm });
    const Island = staticIsland(load, "EnquiryForm", "form", { live: "on-approach" });
    await hydrateWith(renderToString(<EnquiryForm />), <Island />);
    comeNear(container.querySelector("form")!);
    expect(load).toHaveBeenCalledTimes(1);

    act(() => root!.unmount());
    root = undefined;
    await act(async () => arrive());

    expect(container.innerHTML).toBe("");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("keeps the server HTML when the module cannot load (a stale build's chunk), and tries again on the next touch", async () => {
    let attempts = 0;
    const load = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return { EnquiryForm };
    });
    const Island = staticIsland(load, "EnquiryForm", "form", { live: "on-approach" });
    await hydrateWith(renderToString(<EnquiryForm />), <Island />);
    const keptForm = container.querySelector("form")!;
    const html = container.innerHTML;

    await act(async () => comeNear(keptForm));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("form")).toBe(keptForm);
    expect(container.innerHTML).toBe(html);

    await act(async () => {
      keptForm.dispatchEvent(new Event("focusin", { bubbles: true }));
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.querySelector("form")).not.toBe(keptForm);
    expect(container.querySelector("form")).not.toBeNull();
  });

  it("does not load a static island's module when the visitor comes near it", async () => {
    const load = vi.fn(async () => ({ Card }));
    const Island = staticIsland(load, "Card", "section");
    await hydrateWith(renderToString(<Card title="Kept" />), <Island title="Kept" />);

    comeNear(container.querySelector("section")!);
    container.querySelector("section")!.dispatchEvent(new Event("focusin", { bubbles: true }));

    expect(load).not.toHaveBeenCalled();
    expect(observed.size).toBe(0);
  });
});
