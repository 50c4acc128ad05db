import { describe, expect, it } from "vitest";
import { galleryLines, parseGalleryLines } from "./gallery-lines";

describe("a project's gallery as lines", () => {
  it("reads one picture a line, ignoring blank lines and the line ends of any system", () => {
    expect(
      parseGalleryLines(
        "![The dashboard](/media/a/1200.webp)\r\n\r\n  ![A phone](/images/p.svg)  \n",
      ),
    ).toEqual({
      ok: true,
      images: [
        { src: "/media/a/1200.webp", alt: "The dashboard" },
        { src: "/images/p.svg", alt: "A phone" },
      ],
    });
    expect(parseGalleryLines("")).toEqual({ ok: true, images: [] });
  });

  it("names the first line that is not a picture of this site, or has no words", () => {
    expect(parseGalleryLines("![A](/a.png)\nsome words")).toEqual({
      ok: false,
      line: 2,
      reason: "format",
    });
    expect(parseGalleryLines("![A](https://elsewhere.test/a.png)")).toMatchObject({
      ok: false,
      line: 1,
      reason: "format",
    });
    expect(parseGalleryLines("![A](/a.png)\n\n![ ](/b.png)")).toEqual({
      ok: false,
      line: 3,
      reason: "alt",
    });
  });

  it("writes the stored gallery back as the lines it was read from", () => {
    const images = [
      { src: "/media/a/1200.webp", alt: "The dashboard" },
      { src: "/images/p.svg", alt: "A phone" },
    ];
    const lines = galleryLines(images);
    expect(lines).toBe("![The dashboard](/media/a/1200.webp)\n![A phone](/images/p.svg)");
    expect(parseGalleryLines(lines)).toEqual({ ok: true, images });
  });
});
