/**
 * reCAPTCHA v3 in the browser: the provider's script loads only when a form is
 * first used (nothing heavy before it is needed), and a token with the action
 * `submit` is taken at submit time.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

import { CAPTCHA_ACTION } from "./form-protocol";

export const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js";
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const timer = window.setTimeout(
      () => reject(new Error("reCAPTCHA did not load in time")),
      LOAD_TIMEOUT_MS,
    );
    script.onload = () => {
      const api = window.grecaptcha;
      if (!api) return reject(new Error("reCAPTCHA loaded without its API"));
      api.ready(() => {
        window.clearTimeout(timer);
        resolve(api);
      });
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error("reCAPTCHA could not be loaded"));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // let a later attempt try again
    throw error;
  });
  return loading;
}

export async function recaptchaToken(siteKey: string): Promise<string> {
  const api = await loadRecaptcha(siteKey);
  return api.execute(siteKey, { action: CAPTCHA_ACTION });
}
