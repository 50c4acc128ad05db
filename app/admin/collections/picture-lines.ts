/**
 * A list of pictures as its field is written (a project's gallery): one
 * picture a line, as Markdown writes a picture
 * (`![What it shows](/media/…/1200.webp)`), so the media library's pick fills
 * it as it fills a body. Blank lines are ignored; every picture needs its
 * words (a gallery's pictures say something the text does not).
 */
export interface Picture {
  src: string;
  alt: string;
}

const LINE = /^!\[([^\]\n]*)\]\((\/[^\s()]*)\)$/;

/** The stored gallery as the editor's lines. */
export const pictureLines = (images: readonly Picture[]): string =>
  images.map(({ src, alt }) => `![${alt}](${src})`).join("\n");

/**
 * The editor's lines as the stored gallery, or the first line (from 1) that
 * is not a picture of this site, or whose words are missing.
 */
export function parsePictureLines(
  text: string,
): { ok: true; images: Picture[] } | { ok: false; line: number; reason: "format" | "alt" } {
  const images: Picture[] = [];
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
