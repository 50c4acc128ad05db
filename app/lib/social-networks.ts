/**
 * The networks a social link of the settings may name: each has its icon and
 * its name in components/ui/social-icon.tsx. Apart from ./site-content.ts,
 * whose helpers every page's code carries, so that these stay out of it.
 */
export const SOCIAL_NETWORKS = ["linkedin", "x", "instagram", "facebook"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
