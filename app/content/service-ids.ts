/**
 * The built-in services' ids (spec §3): what /service/{id} may name. Apart from
 * services.ts and navigation.ts because every page's SEO tags read them
 * (app/lib/seo.ts), and the services' and the menu's copy then stay out of the
 * JavaScript every page loads.
 */
export const serviceIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * /services/{slug} → the built-in service it shows, as the specification's
 * Services menu pairs them (docs/decisions/005-links-without-routes.md). Here,
 * not with the menu's copy, for the same reason as the ids: app/lib/seo.ts reads it.
 */
export const serviceIdBySlug = {
  "custom-website": 1,
  "website-design": 1,
  "mobile-app": 2,
  "mobile-app-design": 2,
  "cross-platform-development": 3,
  "ui-ux-design": 4,
  seo: 5,
  smo: 5,
  "e-commerce": 6,
  "business-portfolio": 7,
  "mvp-design-for-startups": 8,
  "visual-branding-identity": 9,
  "content-marketing": 9,
  "conversion-optimization": 9,
  "ai-integration": 10,
} as const satisfies Record<string, (typeof serviceIds)[number]>;

export type ServiceSlug = keyof typeof serviceIdBySlug;

export const serviceSlugs = Object.keys(serviceIdBySlug) as ServiceSlug[];
