// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand";

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe("onDemand", () => {
  it("asks for nothing and renders nothing until it is wanted", async () => {
    const load = vi.fn(async () => Greeting);
    const Loaded = onDemand(load);
    render(<Loaded wanted={false} name="Ada" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Hello/)).toBeNull();
  });

  it("renders the component as soon as its module is in, without React's 300 ms fallback throttle", async () => {
    const Loaded = onDemand(async () => Greeting);
    const { rerender } = render(<Loaded wanted={false} name="Ada" />);
    const wantedAt = performance.now();
    rerender(<Loaded wanted name="Ada" />);
    // React.lazy in a Suspense shows its content 300 ms after the fallback at the earliest;
    // this allows a loaded machine most of that, and still tells the two apart.
    await waitFor(() => expect(screen.getByText("Hello, Ada")).toBeTruthy(), { timeout: 250 });
    expect(performance.now() - wantedAt).toBeLessThan(250);
  });

  it("renders at once wherever it is used after the module has arrived, loading it once", async () => {
    const load = vi.fn(async () => Greeting);
    const Loaded = onDemand(load);
    render(<Loaded wanted name="Ada" />);
    await screen.findByText("Hello, Ada");
    cleanup();
    render(<Loaded wanted={false} name="Grace" />);
    expect(screen.getByText("Hello, Grace")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks again the next time it is wanted when the module failed to load", async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(Greeting);
    const Loaded = onDemand(load);
    const { rerender } = render(<Loaded wanted name="Ada" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/Hello/)).toBeNull();
    rerender(<Loaded wanted={false} name="Ada" />);
    rerender(<Loaded wanted name="Ada" />);
    await screen.findByText("Hello, Ada");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
