/**
 * The script every page runs before React (docs/pipeline.md): it holds the
 * page's modules back until the first screen is painted and its images are in
 * (decisions 014 and 031), links them a few a task, then runs React Router's
 * route modules. It is not a module of the browser build: `deferHydration`
 * (finish-document.server.ts) puts it inside each page, compiled and minified
 * when the bundle is built (scripts/vite/inline-script.ts), and calls it with
 * the page's values where React Router's static imports were:
 *
 *     const[route0,route1]=await(<this function>)(modules, manifest, routes);
 *
 * It runs in every visitor's browser before anything else: it may import
 * nothing (the build refuses it), and every byte of it is in every page.
 */

/**
 * Links added in one task before the script yields: each starts its request
 * at once, about half a millisecond of the main thread on a laptop (four times
 * that on Lighthouse's phone), so two dozen in one task made a long one.
 */
export const LINKS_PER_TASK = 4;

/**
 * What app/app.css may skip at load (content-visibility: auto): the page's
 * sections, the footer and the cards far down a listing.
 */
export const SKIPPED_SECTIONS = "main>section,body>footer,.render-near,.render-near-stacked";

/** Where the visit began (app/forms/visit-source.ts): the `sessionStorage` key and the form field. */
export const VISIT_SOURCE_KEY = "genesis:visit-source";
export const VISIT_SOURCE_FIELD = "sourceVisit";
/** The campaign values an enquiry keeps (the server keeps these of the `utm_*` it is sent). */
export const UTM_NAMES = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

/**
 * Where a visit to this address came from, as the enquiry form's
 * `sourceVisit` field carries it: the page's path, the referring site's host
 * (not this site's, never its page) and the address's `utm_*` values, as a
 * query string. The one implementation: the server writes it for a form's own
 * request (server/http/visit-source.ts), this script for the visit's first page.
 * `referrer` is a URL or empty.
 */
export function visitSourceOf(href: string, referrer: string): string {
  const url = new URL(href);
  const host = new URL(referrer || href).host;
  const source = new URLSearchParams({ landing: url.pathname });
  if (host !== url.host) source.set("referrer", host);
  for (const [name, value] of url.searchParams) {
    if (name.startsWith("utm_") && value.trim()) source.set(name, value.trim().slice(0, 100));
  }
  return `${source}`;
}

/**
 * Sections far down the page are skipped at load (content-visibility in
 * app/app.css): the first screen comes sooner, but Chromium leaves what they
 * hold (headings, landmarks, links) out of the accessibility tree until they
 * are rendered. Once the page has loaded and its largest image is painted,
 * each is laid out in an idle moment of its own, a short task each; then `<html data-shown>` ends the skipping for the
 * pages visited after (app.css). Without JavaScript nothing is skipped
 * (a `<noscript>` style in the root).
 */
function showSkipped() {
  const skipped = [...document.querySelectorAll<HTMLElement>(SKIPPED_SECTIONS)];
  const next = () => {
    const element = skipped.shift();
    if (!element) return void (document.documentElement.dataset.shown = "");
    element.style.contentVisibility = "visible";
    // Laid out now, in this idle moment, rather than all together in the next frame.
    element.getBoundingClientRect();
    (self.requestIdleCallback ?? setTimeout)(next);
  };
  next();
}

/**
 * @param modules The modules React Router had the page preload, in its order.
 * @param manifest The web app manifest the page links, or null.
 * @param routes React Router's route modules, in the order its script imported them.
 * @returns The route modules, for the names React Router's script uses.
 */
export default async (
  modules: string[],
  manifest: string | null,
  routes: string[],
): Promise<unknown[]> => {
  // The tab's first page is where the visit began: kept for the visit's enquiries and
  // written into this page's forms before they hydrate, so one sent at once says so too.
  // Where storage is off (a private window, a policy) the page's own source stands.
  try {
    let kept = sessionStorage.getItem(VISIT_SOURCE_KEY);
    if (kept === null) {
      sessionStorage.setItem(
        VISIT_SOURCE_KEY,
        (kept = visitSourceOf(location.href, document.referrer)),
      );
    }
    for (const input of document.getElementsByName(VISIT_SOURCE_FIELD)) {
      (input as HTMLInputElement).value = kept;
    }
  } catch {
    // As said.
  }

  // The first contentful paint has reached the screen, as the browser reports
  // it (a frame drawn may take a while longer to be shown). Where paint timing
  // is missing, a frame; a second at most, as in a background tab.
  await new Promise<void>((resolve) => {
    const fcp = "first-contentful-paint";
    if (performance.getEntriesByName(fcp).length) return resolve();
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName(fcp).length) {
          observer.disconnect();
          resolve();
        }
      }).observe({ type: "paint", buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(resolve));
    }
    setTimeout(resolve, 1000);
  });

  // The page's own images have arrived, so a picture that is the largest
  // paint is not queued behind scripts (2.5 s at most).
  if (document.readyState !== "complete") {
    await new Promise((resolve) => {
      addEventListener("load", resolve, { once: true });
      setTimeout(resolve, 2500);
    });
  }

  // The largest of those images on the first screen has been painted (a frame
  // or more after it arrived), as largest-contentful-paint reports it:
  // Lighthouse charges every request a phone starts before that paint to it.
  // The size awaited is the image's visible area, no more than its own pixels,
  // as the browser measures it. Half a second at most; no wait without an
  // arrived image or without the entry type (Safari, Firefox).
  const images = [...document.images].filter((image) => image.complete && image.naturalWidth);
  if (
    images.length &&
    PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")
  ) {
    await new Promise<void>((resolve) => {
      setTimeout(resolve, 500);
      const visibility = new IntersectionObserver((entries) => {
        visibility.disconnect();
        let largest = 0;
        for (const entry of entries) {
          const shown = entry.boundingClientRect.width * entry.boundingClientRect.height;
          const image = entry.target as HTMLImageElement;
          const own = image.naturalWidth * image.naturalHeight;
          const visible = entry.intersectionRect.width * entry.intersectionRect.height;
          largest = Math.max(largest, visible * Math.min(1, shown ? own / shown : 1));
        }
        if (!largest) return resolve();
        new PerformanceObserver((list, observer) => {
          const paints = list.getEntries() as LargestContentfulPaint[];
          if (paints.some((paint) => paint.size >= largest * 0.9)) {
            observer.disconnect();
            resolve();
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      for (const image of images) visibility.observe(image);
    });
  }

  // From now on the sections skipped at load are laid out, in the moments the page is idle:
  // after the largest paint, as their lazy images may be fetched then.
  showSkipped();

  // Then every module is fetched, as React Router's preloads did, and the
  // manifest is linked last: browsers fetch it and its icons at once, on the
  // first screen's bandwidth otherwise.
  const hrefs = manifest ? [...modules, manifest] : modules;
  for (let index = 0; index < hrefs.length; index++) {
    if (index && index % LINKS_PER_TASK === 0) {
      await new Promise((resolve) => setTimeout(resolve));
    }
    const link = document.createElement("link");
    link.rel = index < modules.length ? "modulepreload" : "manifest";
    link.href = hrefs[index]!;
    document.head.append(link);
  }

  // And the route modules run in order, as React Router's static imports would have.
  const loaded: unknown[] = [];
  for (const href of routes) loaded.push(await import(/* @vite-ignore */ href));
  return loaded;
};
