import { createHash, randomBytes } from "node:crypto";
import { contactPageCopy } from "../../app/content/contact-page.ts";
import { promoVideo } from "../../app/content/media.ts";
import type { Config } from "../config.ts";

/**
 * The Content-Security-Policy of every HTML answer. Scripts run only from our
 * origin and by nonce (pages rendered per request) or by hash (pre-rendered
 * pages, whose inline scripts are fixed at build time): no 'unsafe-inline' or
 * 'unsafe-eval' for scripts. The few third-party hosts (reCAPTCHA when it is
 * on, the map, a hosted video player when one is set) are allowed on every
 * public page, not only on the pages that use them: a client-side navigation
 * keeps the policy of the page the visitor arrived on, so /about → /contact
 * would otherwise block the map and the captcha (docs/decisions/006, 019-one-policy-per-site.md).
 * The console (/admin) allows none of them.
 */

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const RECAPTCHA = {
  script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  connect: ["https://www.google.com/recaptcha/"],
};

/** Public pages, as opposed to the console's. */
function isPublic(path: string): boolean {
  return !/^\/admin(?:\/|$)/.test(path);
}

function origin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(
  config: Config,
  path: string,
  scripts: { nonce: string } | { hashes: string[] },
): string {
  const scriptSrc = [
    "'self'",
    ...("nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes),
  ];
  const frameSrc: string[] = [];
  const connectSrc = ["'self'"];
  const imgSrc = ["'self'", "data:"];

  const apiOrigin = origin(config.public.apiBaseUrl);
  if (apiOrigin) connectSrc.push(apiOrigin);
  const thirdParties = isPublic(path);
  if (config.recaptcha && thirdParties) {
    scriptSrc.push(...RECAPTCHA.script);
    frameSrc.push(...RECAPTCHA.frame);
    connectSrc.push(...RECAPTCHA.connect);
  }
  if (thirdParties) {
    const mapOrigin = origin(contactPageCopy.map.embedUrl(""));
    if (mapOrigin) frameSrc.push(mapOrigin);
  }
  if (promoVideo.embedUrl && thirdParties) {
    const videoOrigin = origin(promoVideo.embedUrl);
    if (videoOrigin) frameSrc.push(videoOrigin);
  }

  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", scriptSrc],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", imgSrc],
    ["font-src", ["'self'"]],
    ["connect-src", connectSrc],
    ["media-src", ["'self'"]],
    ["frame-src", frameSrc.length ? frameSrc : ["'none'"]],
    ["worker-src", ["'none'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** The policy of JSON and other non-HTML answers: nothing may load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** 'sha256-…' sources for the inline scripts of a pre-rendered page (JSON data blocks never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
