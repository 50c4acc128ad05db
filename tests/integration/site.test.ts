import { afterAll } from "vitest";
import { closeSiteApp } from "../support/site-app.ts";
// In this order: the first to ask for a page renders it, and the security headers' requests
// (which carry headers of their own) then find it kept by the app's render cache.
import "./site/seo.ts";
import "./site/security-headers.ts";
import "./site/links.ts";
import "./site/inner-pages.ts";
import "./site/html-validity.ts";

/**
 * The whole site's pages, every check of them over one built app and each page's
 * answer read once (../support/site-app.ts): metadata and structured data
 * (./site/seo.ts), security headers (./site/security-headers.ts), links and the
 * addresses without a route (./site/links.ts), the inner pages' content
 * (./site/inner-pages.ts) and valid HTML (./site/html-validity.ts). One file, so
 * that one worker runs them all: five files started five apps and rendered every
 * page five times.
 */
afterAll(closeSiteApp);
