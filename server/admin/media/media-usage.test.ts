import { describe, expect, it } from "vitest";
import { mediaIdsIn, withMediaPath } from "./media-usage.ts";

const a = "0b6f1d2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const b = "7f765b4b-84a0-4db1-bf86-1aa014a2ccc7";

describe("where an image is named", () => {
  it("finds every upload a text names by its path, in a field, Markdown or JSON", () => {
    const body = `Intro ![x](/media/${a}/960.webp) and [file](/media/${b}/original.png).`;
    expect(mediaIdsIn(body)).toEqual(new Set([a, b]));
    expect(mediaIdsIn(JSON.stringify({ shareImage: `/media/${a}/r2-1440.webp` }))).toEqual(
      new Set([a]),
    );
    expect(mediaIdsIn("/images/blog/post-1.svg /media/not-an-id/960.webp")).toEqual(new Set());
  });

  it("points every path of one image at its new file, and leaves the others", () => {
    const body = `![](/media/${a}/480.webp) ![](/media/${b}/960.webp) ![](/media/${a}/1440.webp)`;
    expect(withMediaPath(body, a, `/media/${a}/r2-1200.webp`)).toBe(
      `![](/media/${a}/r2-1200.webp) ![](/media/${b}/960.webp) ![](/media/${a}/r2-1200.webp)`,
    );
  });
});
