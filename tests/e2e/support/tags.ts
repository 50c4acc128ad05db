/**
 * Where a test runs (docs/testing.md). By default at 1440 px only (the `desktop` project): most
 * subjects (a form, a dialog, the HTML a page sends) are the same at every width. A test
 * whose subject differs on a phone carries one of these, and the `mobile` project (a
 * Pixel 7 at 390 px) runs it: `PHONE` in both projects, `PHONE_ONLY` in `mobile` alone.
 */
export const PHONE = { tag: "@phone" } as const;
export const PHONE_ONLY = { tag: "@phone-only" } as const;
