import { existsSync } from "node:fs";

/**
 * The system Chromium: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then an
 * installed Chrome. Never skips: without a browser the run fails with a hint.
 */
export function chromiumExecutable(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
  }
  return found;
}
