import type { SocialNetwork } from "~/lib/site-content";

/**
 * Each network's name, beside its mark: the footer's hidden link text, the
 * settings' choices. Here rather than in app/lib/social-networks.ts, which the
 * console alone loads, so the footer's code needs no chunk of its own for it.
 */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  linkedin: "LinkedIn",
  x: "X",
  instagram: "Instagram",
  facebook: "Facebook",
};

// Brand marks drawn for this project as simple 24×24 glyphs.
const paths: Record<SocialNetwork | "pinterest", string> = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.06c.53-1 1.83-1.75 3.57-1.75 3.82 0 4.57 2.4 4.57 5.5v5.75h-4v-5.1c0-1.22-.02-2.8-1.7-2.8-1.72 0-1.98 1.34-1.98 2.72v5.18h-4.32v-11Z",
  x: "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.7H5.58l11.09 14.5Z",
  instagram:
    "M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.75a3.05 3.05 0 1 1 0-6.1 3.05 3.05 0 0 1 0 6.1Zm5-8.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 3c-2.45 0-2.75 0-3.71.05C4.95 3.2 3.2 4.95 3.05 8.29 3 9.25 3 9.55 3 12s0 2.75.05 3.71c.15 3.34 1.9 5.09 5.24 5.24.96.05 1.26.05 3.71.05s2.75 0 3.71-.05c3.33-.15 5.1-1.9 5.24-5.24.05-.96.05-1.26.05-3.71s0-2.75-.05-3.71c-.15-3.33-1.9-5.09-5.24-5.24C14.75 3 14.45 3 12 3Zm0 1.62c2.4 0 2.69 0 3.64.05 2.44.11 3.58 1.27 3.69 3.69.04.95.05 1.23.05 3.64s0 2.69-.05 3.64c-.11 2.42-1.25 3.58-3.69 3.69-.95.04-1.23.05-3.64.05s-2.69 0-3.64-.05c-2.45-.11-3.58-1.27-3.69-3.69-.04-.95-.05-1.24-.05-3.64s0-2.69.05-3.64c.11-2.42 1.25-3.58 3.69-3.69.95-.04 1.24-.05 3.64-.05Z",
  facebook:
    "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.87.25-1.46 1.5-1.46h1.6V4.46A21 21 0 0 0 14.27 4.3c-2.3 0-3.87 1.4-3.87 3.97v2.23H7.8v3h2.6V21h3.1Z",
  pinterest:
    "M12 2.5a9.5 9.5 0 0 0-3.46 18.35c-.08-.75-.16-1.9.03-2.72l1.12-4.76s-.29-.57-.29-1.42c0-1.33.77-2.32 1.73-2.32.82 0 1.21.61 1.21 1.35 0 .82-.52 2.05-.79 3.19-.23.95.48 1.73 1.42 1.73 1.7 0 3.01-1.8 3.01-4.39 0-2.3-1.65-3.9-4-3.9-2.73 0-4.33 2.04-4.33 4.16 0 .82.32 1.71.71 2.19a.29.29 0 0 1 .07.27l-.27 1.08c-.04.18-.14.21-.32.13-1.2-.56-1.94-2.3-1.94-3.7 0-3.02 2.19-5.78 6.32-5.78 3.31 0 5.89 2.36 5.89 5.52 0 3.3-2.08 5.94-4.96 5.94-.97 0-1.88-.5-2.19-1.1l-.6 2.28c-.21.83-.8 1.87-1.19 2.5A9.5 9.5 0 1 0 12 2.5Z",
};

export function SocialIcon({
  network,
  className = "size-4",
}: {
  network: keyof typeof paths;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
