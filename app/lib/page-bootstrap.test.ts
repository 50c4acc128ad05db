// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import startPageSource, { LINKS_PER_TASK, VISIT_SOURCE_KEY } from "./page-bootstrap.ts";
import pageBootstrap from "./page-bootstrap.ts?inline-script";

/**
 * The page bootstrap as every page carries it: the compiled, minified
 * expression, evaluated as the browser evaluates the inline script. What the
 * browser reports (paints, visibility, the load event) comes from small
 * stand-ins for its observers, driven by each test.
 */
const startPage = (0, eval)(pageBootstrap) as typeof startPageSource;

type Entry = { name?: string; size?: number };
type Callback = (
  list: { getEntries(): Entry[]; getEntriesByName(name: string): Entry[] },
  observer: FakePerformanceObserver,
) => void;

let performanceObservers: FakePerformanceObserver[] = [];
class FakePerformanceObserver {
  static supportedEntryTypes = ["paint", "largest-contentful-paint"];
  type = "";
  constructor(private callback: Callback) {}
  observe({ type }: { type: string }) {
    this.type = type;
    performanceObservers.push(this);
  }
  disconnect() {
    performanceObservers = performanceObservers.filter((o) => o !== this);
  }
  take(entries: Entry[]) {
    const list = {
      getEntries: () => entries,
      getEntriesByName: (name: string) => entries.filter((e) => e.name === name),
    };
    this.callback(list, this);
  }
}
/** The browser reports entries of a type to the observers of that type. */
const report = (type: string, entries: Entry[]) => {
  for (const observer of performanceObservers.filter((o) => o.type === type)) {
    observer.take(entries);
  }
};

let intersectionObservers: FakeIntersectionObserver[] = [];
class FakeIntersectionObserver {
  targets: Element[] = [];
  constructor(private callback: (entries: object[]) => void) {
    intersectionObservers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
  /** Every observed image, shown at this size and this much of it on screen. */
  measure(shown: { width: number; height: number }, visible = shown) {
    this.callback(
      this.targets.map((target) => ({
        target,
        boundingClientRect: shown,
        intersectionRect: visible,
      })),
    );
  }
}

let readyState: DocumentReadyState = "loading";
const linked = () =>
  [...document.head.querySelectorAll("link")].map((l) => [l.rel, l.getAttribute("href")]);
/** Lets every promise the bootstrap is waiting on run (timers are the test's to move). */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** An image that has arrived, of its own size in pixels. */
function arrivedImage(width: number, height: number) {
  const image = document.createElement("img");
  Object.defineProperties(image, {
    complete: { value: true },
    naturalWidth: { value: width },
    naturalHeight: { value: height },
  });
  document.body.append(image);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  vi.stubGlobal("PerformanceObserver", FakePerformanceObserver);
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
  readyState = "loading";
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  performanceObservers = [];
  intersectionObservers = [];
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page: Parameters<typeof startPage> = [["/assets/react.js"], "/site.webmanifest", []];

describe("the page bootstrap (compiled, as inlined)", () => {
  it("asks for nothing until the first paint is on screen, the page has loaded and its largest image is painted", async () => {
    arrivedImage(800, 600);
    const started = startPage(...page);
    await settle();
    expect(linked()).toEqual([]);

    report("paint", [{ name: "first-contentful-paint" }]);
    await settle();
    expect(linked(), "before the load event").toEqual([]);

    readyState = "complete";
    window.dispatchEvent(new Event("load"));
    await settle();
    // Shown at 400 × 300, all of it on screen: no more than its own pixels, 120,000.
    intersectionObservers[0]?.measure({ width: 400, height: 300 });
    report("largest-contentful-paint", [{ size: 100_000 }]);
    await settle();
    expect(linked(), "before a paint of at least 90 % of the image").toEqual([]);

    report("largest-contentful-paint", [{ size: 108_000 }]);
    await settle();
    expect(linked()).toEqual([
      ["modulepreload", "/assets/react.js"],
      ["manifest", "/site.webmanifest"],
    ]);
    await expect(started).resolves.toEqual([]);
  });

  it("waits for an image's visible part, and no more of it than its own pixels", async () => {
    readyState = "complete";
    vi.mocked(performance.getEntriesByName).mockReturnValue([{} as PerformanceEntry]);
    // A 100 × 100 drawing stretched to 1000 × 500, half of it below the fold:
    // the browser counts 250,000 × (10,000 / 500,000) = 5,000.
    arrivedImage(100, 100);
    startPage(...page);
    await settle();
    intersectionObservers[0]?.measure({ width: 1000, height: 500 }, { width: 1000, height: 250 });
    report("largest-contentful-paint", [{ size: 4_400 }]);
    await settle();
    expect(linked()).toEqual([]);
    report("largest-contentful-paint", [{ size: 4_500 }]);
    await settle();
    expect(linked()).toHaveLength(2);
  });

  it("gives up waiting after a second for the paint, 2.5 s for the load and half a second for the image", async () => {
    arrivedImage(800, 600);
    startPage(...page);
    await vi.advanceTimersByTimeAsync(999);
    expect(performanceObservers.map((o) => o.type)).toEqual(["paint"]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(2_499);
    expect(intersectionObservers).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(intersectionObservers).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(linked()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(linked()).toHaveLength(2);
  });

  it("does not wait for a largest paint without an arrived image, or in a browser that does not report one", async () => {
    readyState = "complete";
    vi.mocked(performance.getEntriesByName).mockReturnValue([{} as PerformanceEntry]);
    startPage(...page);
    await settle();
    expect(linked()).toHaveLength(2);

    document.head.innerHTML = "";
    arrivedImage(800, 600);
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: ["paint"] });
    startPage(...page);
    await settle();
    expect(linked()).toHaveLength(2);
  });

  it("links the modules a few to a task, in their order, the manifest last", async () => {
    vi.useRealTimers();
    readyState = "complete";
    vi.mocked(performance.getEntriesByName).mockReturnValue([{} as PerformanceEntry]);
    const modules = Array.from({ length: 9 }, (_, i) => `/assets/m${i}.js`);
    const started = startPage(modules, "/site.webmanifest", []);
    // Each of the test's tasks is queued before the bootstrap's next one, so
    // it sees what the bootstrap linked in one task.
    const afterEachTask: number[] = [];
    for (let task = 0; task < 3; task++) {
      await new Promise((resolve) => setTimeout(resolve));
      afterEachTask.push(linked().length);
    }
    await started;
    expect(LINKS_PER_TASK).toBe(4);
    expect(afterEachTask).toEqual([4, 8, 10]);
    expect(linked().map(([, href]) => href)).toEqual([...modules, "/site.webmanifest"]);
  });
});

describe("where the visit began (compiled, as inlined)", () => {
  const field = () => document.querySelector<HTMLInputElement>('input[name="sourceVisit"]')!;
  const arriveOn = (path: string, referrer: string) => {
    history.replaceState(null, "", path);
    Object.defineProperty(document, "referrer", { configurable: true, value: referrer });
    // The server wrote this request's own source into the enquiry form.
    document.body.innerHTML = `<form><input type="hidden" name="sourceVisit" value="landing=${encodeURIComponent(new URL(path, location.href).pathname)}"></form>`;
  };
  beforeEach(() => sessionStorage.clear());

  it("keeps the tab's first page, its referring host and campaign, and writes them into the forms", () => {
    arriveOn(
      "/services?utm_source=news&utm_campaign=autumn%20sale&utm_term=",
      "https://www.google.com/search?q=private",
    );
    void startPage(...page);
    const first =
      "landing=%2Fservices&referrer=www.google.com&utm_source=news&utm_campaign=autumn+sale";
    expect(sessionStorage.getItem(VISIT_SOURCE_KEY)).toBe(first);
    expect(field().value).toBe(first);
    // The next page of the visit (a link of this site) sends where the visit began.
    arriveOn("/contact", `${location.origin}/services`);
    void startPage(...page);
    expect(field().value).toBe(first);
  });

  it("names no referrer for a visit typed in or coming from this site", () => {
    arriveOn("/contact", "");
    void startPage(...page);
    expect(field().value).toBe("landing=%2Fcontact");
    sessionStorage.clear();
    arriveOn("/about", `${location.origin}/`);
    void startPage(...page);
    expect(field().value).toBe("landing=%2Fabout");
  });

  it("leaves the server's source in place when storage is off", () => {
    arriveOn("/contact?utm_source=x", "");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    void startPage(...page);
    expect(field().value).toBe("landing=%2Fcontact");
  });
});

// Evaluated code has no module loader in the test runner: its import() is
// checked on the source (the minifier keeps it as it is), and in Chromium by
// every end-to-end test, which waits for the page to hydrate.
describe("the page bootstrap's source", () => {
  it("imports the route modules last, in order, and hands them back", async () => {
    readyState = "complete";
    vi.mocked(performance.getEntriesByName).mockReturnValue([{} as PerformanceEntry]);
    vi.useRealTimers();
    const order: string[] = [];
    vi.stubGlobal("bootstrapTestOrder", order);
    const module = (name: string) =>
      `data:text/javascript,globalThis.bootstrapTestOrder.push("${name}");export const name = "${name}";`;
    const routes = await startPageSource(["/assets/react.js"], null, [
      module("root"),
      module("home"),
    ]);
    expect(linked()).toEqual([["modulepreload", "/assets/react.js"]]);
    expect(order).toEqual(["root", "home"]);
    expect(routes).toEqual([
      expect.objectContaining({ name: "root" }),
      expect.objectContaining({ name: "home" }),
    ]);
  });
});
