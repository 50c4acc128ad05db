import { describe, expect, it } from "vitest";
import { MAX_PATH, pageViewOf } from "./page-view.ts";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const TABLET =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The view one request counts for, answered `status` with `type`. */
function view(
  url: string,
  {
    method = "GET",
    status = 200,
    type = "text/html; charset=utf-8",
    headers = {},
    replyHeaders = {},
  }: {
    method?: string;
    status?: number;
    type?: string;
    headers?: Record<string, string>;
    replyHeaders?: Record<string, string>;
  } = {},
) {
  const reply: Record<string, string> = { "content-type": type, ...replyHeaders };
  return pageViewOf(
    { method, url, ip: "203.0.113.7", headers: { "user-agent": DESKTOP, ...headers } },
    { statusCode: status, getHeader: (name: string) => reply[name] },
    "genesis.example",
  );
}

describe("what a request counts for", () => {
  it("counts a public page's document and its data request as a view of the page", () => {
    expect(view("/about")).toMatchObject({ kind: "page", path: "/about", device: "desktop" });
    expect(view("/about.data", { type: "text/x-script" })).toMatchObject({ path: "/about" });
    expect(view("/_root.data", { type: "text/x-script" })).toMatchObject({ path: "/" });
    expect(view("/services/", {})).toMatchObject({ path: "/services" });
    expect(view("/blog?page=2")).toMatchObject({ path: "/blog" });
  });

  it("counts nothing that is not a person's successful GET of a public page", () => {
    expect(view("/about", { method: "HEAD" })).toBeNull();
    expect(view("/about", { method: "POST" })).toBeNull();
    expect(view("/about", { headers: { "sec-purpose": "prefetch" } })).toBeNull();
    expect(view("/about", { headers: { purpose: "prefetch" } })).toBeNull();
    for (const path of ["/admin", "/admin/enquiries", "/api/portfolio", "/readyz", "/metrics"]) {
      expect(view(path), path).toBeNull();
    }
    for (const path of ["/assets/shell.js", "/media/a.webp", "/sitemap.xml", "/rss.xml"]) {
      expect(view(path, { type: "application/octet-stream" }), path).toBeNull();
    }
    expect(view("/old", { status: 301 })).toBeNull();
    expect(view("/about", { status: 500 })).toBeNull();
    expect(
      view("/about.data", { type: "text/x-script", replyHeaders: { "x-remix-redirect": "/" } }),
    ).toBeNull();
  });

  it("counts a 404 apart, and a bot's request apart from any person's", () => {
    expect(view("/no-such-page", { status: 404 })).toMatchObject({
      kind: "not-found",
      path: "/no-such-page",
      language: "en",
    });
    expect(view("/about", { headers: { "user-agent": BOT } })).toMatchObject({ kind: "bot" });
    expect(view("/about", { headers: { "user-agent": "" } })).toMatchObject({ kind: "bot" });
  });

  it("keeps the referring site's host alone, never the site's own, and the campaign", () => {
    expect(
      view("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring", {
        headers: { referer: "https://news.example.org/issue/12?id=3" },
      }),
    ).toMatchObject({
      referrer: "news.example.org",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
    });
    expect(
      view("/", { headers: { referer: "https://genesis.example/about" } })?.referrer,
    ).toBeNull();
    expect(view("/?ref=producthunt")?.utmSource).toBe("producthunt");
  });

  it("cuts an overlong path or campaign and drops control characters from it", () => {
    expect(view(`/${"a".repeat(1000)}`)?.path).toHaveLength(MAX_PATH);
    expect(view(`/?utm_source=${"x".repeat(500)}`)?.utmSource).toHaveLength(100);
    expect(view("/?utm_campaign=a%0D%0Ab%00c")?.utmCampaign).toBe("abc");
    expect(view("/?utm_source=%20%20")?.utmSource).toBeNull();
  });

  it("names the device class and the page's language", () => {
    expect(view("/", { headers: { "user-agent": PHONE } })?.device).toBe("phone");
    expect(view("/", { headers: { "user-agent": TABLET } })?.device).toBe("tablet");
    expect(view("/de/about")?.language).toBe("de");
    expect(view("/pt-br")?.language).toBe("pt-br");
    expect(view("/about")?.language).toBe("en");
  });
});
