import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { videoSection } from "./home/video.ts";
import { promoVideo } from "./media.ts";

const publicFile = (src: string) => readFileSync(new URL(`../../public${src}`, import.meta.url));

/** Seconds from the movie header (`moov` → `mvhd`) of an MP4 file. */
function mp4DurationSeconds(file: Buffer): number {
  const findBox = (type: string, start: number, end: number): [number, number] => {
    for (let at = start; at + 8 <= end;) {
      let size = file.readUInt32BE(at);
      let header = 8;
      if (size === 1) {
        size = Number(file.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (file.toString("latin1", at + 4, at + 8) === type) return [at + header, at + size];
      at += size;
    }
    throw new Error(`No "${type}" box in the file`);
  };
  const [moovStart, moovEnd] = findBox("moov", 0, file.length);
  const [mvhd] = findBox("mvhd", moovStart, moovEnd);
  // Version 0 keeps times in 32 bits, version 1 in 64 (after its flags).
  const version = file.readUInt8(mvhd);
  const timescale = file.readUInt32BE(mvhd + (version === 1 ? 20 : 12));
  const duration =
    version === 1 ? Number(file.readBigUInt64BE(mvhd + 24)) : file.readUInt32BE(mvhd + 16);
  return duration / timescale;
}

describe("the promo video's stated length", () => {
  const mp4 = promoVideo.sources.find((s) => s.type === "video/mp4")!;

  it("is the length of the clip that is served", () => {
    const seconds = mp4DurationSeconds(publicFile(mp4.src));
    expect(Math.round(seconds)).toBe(promoVideo.durationSeconds);
  });

  it("is what the captions cover, to the end", () => {
    const cueEnds = [
      ...publicFile(promoVideo.captions!)
        .toString()
        .matchAll(/--> (\d+):(\d+):([\d.]+)/g),
    ];
    const [, h, m, s] = cueEnds.at(-1)!;
    expect(Number(h) * 3600 + Number(m) * 60 + Number(s)).toBe(promoVideo.durationSeconds);
  });

  it("is the length the home page's copy gives", () => {
    expect(videoSection.text).toContain(`${promoVideo.durationSeconds}-second`);
  });
});
