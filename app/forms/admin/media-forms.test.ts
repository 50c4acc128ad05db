import { describe, expect, it } from "vitest";
import { mediaCopy } from "~/content/admin/media";
import { focalPointName, formatBytes, markdownImage, withImageAtEnd } from "~/lib/admin/media";
import { parseFields } from "../field-errors";
import { mediaFilterForm, mediaForms } from "./media-forms";

const id = "0b6f1d2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

describe("the media library's forms", () => {
  it("takes an alt text trimmed and on one line, up to 300 characters", () => {
    expect(parseFields(mediaForms.alt, { id, alt: "  Boats\n at  dawn. " })).toEqual({
      ok: true,
      data: { id, alt: "Boats at dawn." },
    });
    expect(parseFields(mediaForms.alt, { id, alt: "x".repeat(301) })).toEqual({
      ok: false,
      errors: { alt: mediaCopy.errors.altTooLong(300) },
    });
  });

  it("refuses an id that is not an image's, and a focal point it does not offer", () => {
    expect(parseFields(mediaForms.delete, { id: "../x" }).ok).toBe(false);
    expect(parseFields(mediaForms.focus, { id, focus: "top-right" })).toEqual({
      ok: true,
      data: { id, focus: "top-right" },
    });
    expect(parseFields(mediaForms.focus, { id, focus: "middle" }).ok).toBe(false);
  });

  it("reads the search and the page from the address, trimmed and bounded", () => {
    expect(mediaFilterForm.parse({ q: `  harbour ${"x".repeat(200)}` }).q).toHaveLength(100);
    expect(mediaFilterForm.parse({})).toEqual({ q: "", page: 1 });
    expect(mediaFilterForm.parse({ page: "3" }).page).toBe(3);
    expect(mediaFilterForm.parse({ page: "-2" }).page).toBe(1);
    expect(mediaFilterForm.parse({ page: "two" }).page).toBe(1);
  });
});

describe("the library's small rules", () => {
  it("names the nearest of the nine focal points, the centre when there is none", () => {
    expect(focalPointName(null)).toBe("centre");
    expect(focalPointName({ x: 0.9, y: 0.1 })).toBe("top-right");
    expect(focalPointName({ x: 0.5, y: 1 })).toBe("bottom");
  });

  it("says a size in KB, MB or GB", () => {
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(21_500)).toBe("21 KB");
    expect(formatBytes(2.5 * 1024 * 1024)).toBe("2.5 MB");
    expect(formatBytes(3.2 * 1024 * 1024 * 1024)).toBe("3.2 GB");
  });

  it("writes a picture as a Markdown line with its alt text, at the end of a body", () => {
    const image = { src: "/media/x/960.webp", alt: "A [draft] plan" };
    expect(markdownImage(image)).toBe("![A draft plan](/media/x/960.webp)");
    expect(withImageAtEnd("Intro.\n\n", image)).toBe(
      "Intro.\n\n![A draft plan](/media/x/960.webp)\n",
    );
    expect(withImageAtEnd("", image)).toBe("![A draft plan](/media/x/960.webp)\n");
  });
});
