/**
 * The promo video (spec §2, §9). A self-hosted clip made for the project is the
 * default; set `embedUrl` to use a hosted player (YouTube, Vimeo) instead.
 */
export interface PromoVideo {
  title: string;
  /** Self-hosted sources, best first. */
  sources: { src: string; type: string }[];
  poster: string;
  captions?: string;
  /** The clip's length, as the copy states it; a test reads it from the file (media.test.ts). */
  durationSeconds: number;
  /** When set, an <iframe> with this URL replaces the self-hosted file. */
  embedUrl?: string;
}

export const promoVideo: PromoVideo = {
  title: "Genesis showreel",
  sources: [
    { src: "/media/genesis-showreel.webm", type: "video/webm" },
    { src: "/media/genesis-showreel.mp4", type: "video/mp4" },
  ],
  poster: "/images/video-poster.svg",
  captions: "/media/genesis-showreel.vtt",
  durationSeconds: 10,
};

export const videoDialogCopy = {
  close: "Close video",
  captionsLabel: "English",
} as const;
