// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import type { PointerEvent } from "react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMenuIntent } from "./use-menu-intent";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const mouse = { pointerType: "mouse" } as PointerEvent;
const touch = { pointerType: "touch" } as PointerEvent;

/** The menu's open entry, driven by the hook as the desktop menu drives it. */
function renderIntent({ keyboardInside = false } = {}) {
  const keep = { value: keyboardInside };
  const { result } = renderHook(() => {
    const [open, setOpen] = useState<string | null>(null);
    return { open, intent: useMenuIntent(open, setOpen, () => keep.value) };
  });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { result, keep, wait };
}

describe("useMenuIntent", () => {
  it("opens an entry at once when the pointer enters it and none is open", () => {
    const { result } = renderIntent();
    act(() => result.current.intent.enter("services", mouse));
    expect(result.current.open).toBe("services");
  });

  it("leaves a tap to the click: touch neither opens nor closes", () => {
    const { result } = renderIntent();
    act(() => result.current.intent.enter("services", touch));
    expect(result.current.open).toBeNull();
    act(() => result.current.intent.set("services"));
    act(() => result.current.intent.leave(touch));
    expect(result.current.open).toBe("services");
  });

  it("closes only after a grace period once the pointer has left", () => {
    const { result, wait } = renderIntent();
    act(() => result.current.intent.enter("services", mouse));
    act(() => result.current.intent.leave(mouse));
    wait(250);
    expect(result.current.open).toBe("services");
    wait(100);
    expect(result.current.open).toBeNull();
  });

  it("stays open when the pointer comes back within the grace period", () => {
    const { result, wait } = renderIntent();
    act(() => result.current.intent.enter("services", mouse));
    act(() => result.current.intent.leave(mouse));
    wait(200);
    act(() => result.current.intent.enter("services", mouse));
    wait(1000);
    expect(result.current.open).toBe("services");
  });

  it("opens a neighbour, while one is open, only once the pointer rests on it", () => {
    const { result, wait } = renderIntent();
    act(() => result.current.intent.enter("services", mouse));
    // On its way across the panel the pointer passes over 'Projects'.
    act(() => result.current.intent.enter("projects", mouse));
    wait(150);
    expect(result.current.open).toBe("services");
    act(() => result.current.intent.enter("services", mouse));
    wait(1000);
    expect(result.current.open).toBe("services");
    // Resting on 'Projects' opens it.
    act(() => result.current.intent.enter("projects", mouse));
    wait(200);
    expect(result.current.open).toBe("projects");
  });

  it("lets hover change nothing while a keyboard user is in the menu", () => {
    const { result, wait } = renderIntent({ keyboardInside: true });
    act(() => result.current.intent.set("services"));
    act(() => result.current.intent.enter("projects", mouse));
    act(() => result.current.intent.leave(mouse));
    wait(1000);
    expect(result.current.open).toBe("services");
  });

  it("makes a click or a key take effect at once and drops what hover planned", () => {
    const { result, wait } = renderIntent();
    act(() => result.current.intent.enter("services", mouse));
    act(() => result.current.intent.leave(mouse));
    act(() => result.current.intent.set("blog"));
    wait(1000);
    expect(result.current.open).toBe("blog");
  });
});
