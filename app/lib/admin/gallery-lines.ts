/**
 * A project's gallery as its editor writes it: one picture a line, as
 * Markdown writes a picture (`![What it shows](/media/…/1200.webp)`), so the
 * media library's 'Add a picture to the gallery' fills it as it fills a body.
 * Blank lines are ignored; every picture needs its words (the gallery's
 * pictures say something the text does not).
 */
export interface GalleryImage {
  src: string;
  alt: string;
}

const LINE = /^!\[([^\]\n]*)\]\((\/[^\s()]*)\)$/;

/** The stored gallery as the editor's lines. */
export const galleryLines = (images: readonly GalleryImage[]): string =>
  images.map(({ src, alt }) => `![${alt}](${src})`).join("\n");

/**
 * The editor's lines as the stored gallery, or the first line (from 1) that
 * is not a picture of this site, or whose words are missing.
 */
export function parseGalleryLines(
  text: string,
): { ok: true; images: GalleryImage[] } | { ok: false; line: number; reason: "format" | "alt" } {
  const images: GalleryImage[] = [];
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const match = LINE.exec(line);
    if (!match) return { ok: false, line: index + 1, reason: "format" };
    const alt = match[1]!.trim();
    if (!alt) return { ok: false, line: index + 1, reason: "alt" };
    images.push({ src: match[2]!, alt });
  }
  return { ok: true, images };
}
