import { describe, expect, it } from "vitest";
import { botGroup, MAX_LOGGED_PATH, notFoundKey, referrerHost } from "./not-found-noise.ts";

describe("what the 404 log counts a request under", () => {
  it("groups bots' probes by kind, and lists every other path on its own", () => {
    const cases: [string, string | null][] = [
      ["/wp-admin", "wordpress"],
      ["/wp-login.php", "wordpress"],
      ["/wp-content/plugins/x/readme.txt", "wordpress"],
      ["/wordpress/wp-admin/setup-config.php", "wordpress"],
      ["/xmlrpc.php", "wordpress"],
      ["/blog/wp-includes/wlwmanifest.xml", "wordpress"],
      ["/.env", "secrets"],
      ["/.git/config", "secrets"],
      ["/app/.aws/credentials", "secrets"],
      ["/backup.sql", "secrets"],
      ["/site.zip", "secrets"],
      ["/config.yml", "secrets"],
      ["/shell.php", "scripts"],
      ["/index.php7", "scripts"],
      ["/default.aspx", "scripts"],
      ["/cgi-bin/luci", "scripts"],
      ["/phpmyadmin/index.html", "scripts"],
      ["/vendor/phpunit/phpunit/src/util/php/eval-stdin.php", "scripts"],
      ["/../../etc/passwd", "odd"],
      ["/%2e%2e/etc/passwd", "odd"],
      ["//evil.example", "odd"],
      [`/${"a".repeat(MAX_LOGGED_PATH + 1)}`, "odd"],
      ["/old-services", null],
      ["/blog/a-post-that-moved", null],
      ["/.well-known/security.txt", null],
      ["/wpa-guide", null],
      ["/images/team.png", null],
    ];
    for (const [path, group] of cases) expect(botGroup(path), path).toBe(group);
  });

  it("keys a path in lower case without its query, trailing slash or a navigation's .data", () => {
    expect(notFoundKey("/Old-Page/?utm_source=x")).toEqual({
      key: "/old-page",
      group: null,
      path: "/old-page",
    });
    expect(notFoundKey("/missing.data?_routes=root")).toMatchObject({ key: "/missing" });
    expect(notFoundKey("/_root.data")).toMatchObject({ key: "/" });
    expect(notFoundKey("/WP-Login.php?x=1")).toEqual({
      key: "bot:wordpress",
      group: "wordpress",
      path: "/wp-login.php",
    });
  });

  it("keeps only the referring site's host", () => {
    expect(referrerHost("https://www.Example.com/some/page?token=secret#x")).toBe(
      "www.example.com",
    );
    expect(referrerHost("android-app://com.google.android.gm/")).toBeNull();
    expect(referrerHost("not a url")).toBeNull();
    expect(referrerHost(undefined)).toBeNull();
  });
});
