/**
 * The built-in services' ids (spec §3): what /service/{id} may name. Apart from
 * services.ts because every page's SEO tags read it (app/lib/seo.ts), and the
 * services' copy then stays out of the JavaScript every page loads.
 */
export const serviceIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
