import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { svgDataUrl } from "./svg-data-url.ts";

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 6">
  <rect fill="url(#g)" width="8" height="6"/>
  <text>R&amp;D 100% {ok} <tspan>|^\`[]\\</tspan></text>
</svg>
`;
const PREFIX = "data:image/svg+xml,";

describe("svgDataUrl", () => {
  const url = svgDataUrl(drawing);

  it("is a data URL of the drawing on one line, its quotes made apostrophes", () => {
    expect(url.startsWith(PREFIX)).toBe(true);
    expect(decodeURIComponent(url.slice(PREFIX.length))).toBe(
      drawing.trim().replace(/\s+/g, " ").replaceAll('"', "'"),
    );
  });

  it("holds only URL code points and percent-encoded bytes: no <, >, quote, space, # or stray %", () => {
    expect(url).toMatch(/^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-F]{2})*$/);
    expect(url).toContain("%3Csvg%20xmlns='http://www.w3.org/2000/svg'");
    expect(url).toContain("fill='url(%23g)'");
    expect(url).toContain("R&amp;D%20100%25%20%7Bok%7D");
  });

  it("is left as it is by the URL parser, as a valid URL string is", () => {
    expect(new URL(url).href).toBe(url);
  });

  it("keeps a drawing's double quotes, encoded, when it uses apostrophes itself", () => {
    const quoted = svgDataUrl(`<svg><text font-family="Inter, 'Segoe UI'">it's</text></svg>`);
    expect(quoted).toBe(
      `${PREFIX}%3Csvg%3E%3Ctext%20font-family=%22Inter,%20'Segoe%20UI'%22%3Eit's%3C/text%3E%3C/svg%3E`,
    );
  });

  it("encodes text beyond ASCII as UTF-8 bytes", () => {
    expect(svgDataUrl("<svg><text>café 🚀</text></svg>")).toBe(
      `${PREFIX}%3Csvg%3E%3Ctext%3Ecaf%C3%A9%20%F0%9F%9A%80%3C/text%3E%3C/svg%3E`,
    );
  });

  it("turns each of the site's drawings into such a URL, which decodes back to its markup", () => {
    const drawings = readdirSync("public/images", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".svg"))
      .map((file) => readFileSync(join("public/images", file), "utf8"));
    expect(drawings.length).toBeGreaterThan(20);
    for (const svg of drawings) {
      const inline = svgDataUrl(svg);
      expect(new URL(inline).href).toBe(inline);
      const markup = decodeURIComponent(inline.slice(PREFIX.length));
      expect(markup.replaceAll("'", '"')).toBe(svg.trim().replace(/\s+/g, " "));
    }
  });
});
