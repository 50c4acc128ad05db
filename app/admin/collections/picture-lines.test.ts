import { describe, expect, it } from "vitest";
import { pictureLines, parsePictureLines } from "./picture-lines";

describe("a list of pictures as lines", () => {
  it("reads one picture a line, ignoring blank lines and the line ends of any system", () => {
    expect(
      parsePictureLines(
        "![The dashboard](/media/a/1200.webp)\r\n\r\n  ![A phone](/images/p.svg)  \n",
      ),
    ).toEqual({
      ok: true,
      images: [
        { src: "/media/a/1200.webp", alt: "The dashboard" },
        { src: "/images/p.svg", alt: "A phone" },
      ],
    });
    expect(parsePictureLines("")).toEqual({ ok: true, images: [] });
  });

  it("names the first line that is not a picture of this site, or has no words", () => {
    expect(parsePictureLines("![A](/a.png)\nsome words")).toEqual({
      ok: false,
      line: 2,
      reason: "format",
    });
    expect(parsePictureLines("![A](https://elsewhere.test/a.png)")).toMatchObject({
      ok: false,
      line: 1,
      reason: "format",
    });
    expect(parsePictureLines("![A](/a.png)\n\n![ ](/b.png)")).toEqual({
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
    const lines = pictureLines(images);
    expect(lines).toBe("![The dashboard](/media/a/1200.webp)\n![A phone](/images/p.svg)");
    expect(parsePictureLines(lines)).toEqual({ ok: true, images });
  });
});
