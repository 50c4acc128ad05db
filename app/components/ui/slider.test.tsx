// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sliderLabels } from "~/content/slider";
import { renderInRoot } from "../../../tests/support/in-root";
import { Slider, type SliderOptions } from "./slider";

// jsdom has no layout, so the browser APIs the slider and Embla lean on are
// stood in for here: an IntersectionObserver the test can trigger (the slider
// comes near the viewport), a ResizeObserver that never reports, and the
// visitor's motion preference.
let nearViewport: (() => void)[] = [];
let reducedMotion = false;

class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    nearViewport.push(() =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

class TestResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  nearViewport = [];
  reducedMotion = false;
  vi.stubGlobal("IntersectionObserver", TestIntersectionObserver);
  vi.stubGlobal("ResizeObserver", TestResizeObserver);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduce") && reducedMotion,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const oneAtATime: SliderOptions = { breakpoints: [{ minWidth: 0, perView: 1, gap: 20 }] };
const autoplaying: SliderOptions = { ...oneAtATime, autoplayMs: 3000 };

function renderSlider(options: SliderOptions, count = 3) {
  renderInRoot(
    <Slider label="Our services" options={options}>
      {Array.from({ length: count }, (_, i) => (
        <article key={i}>Card {i + 1}</article>
      ))}
    </Slider>,
  );
  const carousel = screen.getByRole("region", { name: "Our services" });
  const viewport = carousel.querySelector<HTMLElement>(".slider-viewport")!;
  /** Autoplay announces nothing while it runs; a stopped slider is a polite live region. */
  const playing = () => viewport.getAttribute("aria-live") === "off";
  return { carousel, viewport, playing };
}

/** The slider comes near the viewport; Embla and its autoplay take over. */
async function enhance(viewport: HTMLElement) {
  await act(async () => nearViewport.forEach((trigger) => trigger()));
  await waitFor(() => expect(viewport.dataset.enhanced).toBe("true"));
}

describe("Slider", () => {
  it("is a labelled carousel whose slides say where they are", () => {
    const { carousel } = renderSlider(oneAtATime);
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = screen.getAllByRole("group");
    expect(slides.map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(slides.every((s) => s.getAttribute("aria-roledescription") === "slide")).toBe(true);
  });

  it("is a native scroller that keys can reach until its script takes over", async () => {
    const { viewport } = renderSlider(autoplaying);
    expect(viewport.tabIndex).toBe(0);
    await enhance(viewport);
    // The script's own render takes the stop away, just after it marks the slider enhanced.
    await waitFor(() => expect(viewport.hasAttribute("tabindex")).toBe(false));
  });

  it("fills a looping track with hidden, inert copies when two views hold more than its slides", () => {
    const { viewport } = renderSlider(
      { breakpoints: [{ minWidth: 0, perView: 3, gap: 30 }], loop: true },
      4,
    );
    const copies = viewport.querySelectorAll("[data-copy]");
    expect(copies).toHaveLength(4);
    for (const copy of copies) {
      expect(copy.getAttribute("aria-hidden")).toBe("true");
      expect(copy.hasAttribute("inert")).toBe(true);
    }
    expect(screen.getAllByRole("group")).toHaveLength(4);
  });

  it("makes no copies when it does not loop", () => {
    const { viewport } = renderSlider(
      { breakpoints: [{ minWidth: 0, perView: 3, gap: 30 }], loop: false },
      4,
    );
    expect(viewport.querySelectorAll("[data-copy]")).toHaveLength(0);
  });

  it("offers a pause button only when it plays by itself", async () => {
    const still = renderSlider(oneAtATime);
    await enhance(still.viewport);
    expect(screen.queryByRole("button", { name: sliderLabels.pause })).toBeNull();
    expect(still.playing()).toBe(false);
    cleanup();

    const moving = renderSlider(autoplaying);
    await enhance(moving.viewport);
    expect(screen.getByRole("button", { name: sliderLabels.pause })).toBeTruthy();
    expect(moving.playing()).toBe(true);
  });

  it("does not play by itself for a visitor who prefers reduced motion", async () => {
    reducedMotion = true;
    const { viewport, playing } = renderSlider(autoplaying);
    await enhance(viewport);
    expect(screen.queryByRole("button", { name: sliderLabels.pause })).toBeNull();
    expect(playing()).toBe(false);
  });

  it("pauses autoplay while a mouse is over it, and plays on when it leaves", async () => {
    const { carousel, viewport, playing } = renderSlider(autoplaying);
    await enhance(viewport);
    fireEvent.pointerOver(carousel, { pointerType: "mouse" });
    expect(playing()).toBe(false);
    fireEvent.pointerOut(carousel, { pointerType: "mouse" });
    expect(playing()).toBe(true);
  });

  it("goes on playing under a finger", async () => {
    const { carousel, viewport, playing } = renderSlider(autoplaying);
    await enhance(viewport);
    fireEvent.pointerOver(carousel, { pointerType: "touch" });
    expect(playing()).toBe(true);
  });

  it("pauses autoplay while keyboard focus is in it, and plays on when focus leaves", async () => {
    const { viewport, playing } = renderSlider(autoplaying);
    await enhance(viewport);
    // Autoplay starts once its plugin is in, a moment after the slider is enhanced.
    await waitFor(() => expect(playing()).toBe(true));
    const next = screen.getByRole("button", { name: sliderLabels.next });
    // Focus with no pointer before it matches :focus-visible, as after a Tab.
    act(() => next.focus());
    expect(playing()).toBe(false);
    act(() => next.blur());
    expect(playing()).toBe(true);
  });

  it("goes on playing when a clicked arrow keeps the focus (autoplay goes on after interaction)", async () => {
    const { viewport, playing } = renderSlider(autoplaying);
    await enhance(viewport);
    const next = screen.getByRole("button", { name: sliderLabels.next });
    // A clicked button's focus is not :focus-visible; jsdom does not track
    // the pointer, so the button says so for it.
    vi.spyOn(next, "matches").mockImplementation((selector) => selector !== ":focus-visible");
    act(() => next.focus());
    fireEvent.click(next);
    expect(playing()).toBe(true);
  });

  it("stops for good with the pause button, which then offers to play again", async () => {
    const { carousel, viewport, playing } = renderSlider(autoplaying);
    await enhance(viewport);
    fireEvent.click(screen.getByRole("button", { name: sliderLabels.pause }));
    expect(playing()).toBe(false);
    // Hover ending does not restart it.
    fireEvent.pointerOver(carousel, { pointerType: "mouse" });
    fireEvent.pointerOut(carousel, { pointerType: "mouse" });
    expect(playing()).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: sliderLabels.play }));
    expect(playing()).toBe(true);
  });
});
