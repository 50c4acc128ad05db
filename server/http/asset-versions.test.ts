import { describe, expect, it } from "vitest";
import { versionAssetUrls } from "./asset-versions.ts";

const versions = new Map([
  ["/images/a.svg", "AAAAAAAAAA"],
  ["/images/b.webp", "BBBBBBBBBB"],
]);

describe("versionAssetUrls", () => {
  it("names by version every image a page fetches: src, srcset, preload href, CSS url()", () => {
    const html =
      '<img src="/images/a.svg" srcset="/images/a.svg 1x, /images/b.webp 2x">' +
      '<link rel="preload" href="/images/b.webp"><div style="background:url(/images/a.svg)"></div>';
    expect(versionAssetUrls(html, versions)).toBe(
      '<img src="/images/a.svg?v=AAAAAAAAAA" srcset="/images/a.svg?v=AAAAAAAAAA 1x, /images/b.webp?v=BBBBBBBBBB 2x">' +
        '<link rel="preload" href="/images/b.webp?v=BBBBBBBBBB"><div style="background:url(/images/a.svg?v=AAAAAAAAAA)"></div>',
    );
  });

  it("leaves form values, text, other hosts, unknown files and versioned URLs alone", () => {
    const html =
      '<input name="cover" value="/images/a.svg"><p>/images/a.svg</p>' +
      '<img src="https://cdn.example/images/a.svg"><img src="/images/c.svg"><img src="/images/a.svg?v=AAAAAAAAAA">';
    expect(versionAssetUrls(html, versions)).toBe(html);
  });
});
