import { FALLBACK_MARK } from "./fallback-language";
import type { InterfaceCopy } from "./page-copy";

/**
 * Interface words only loaders read: they write them into the page's data
 * themselves (a link's name, a preview link's band and 410 page, the 404's
 * other language), so no page's browser needs them. Every other word goes
 * to every public page with the root loader's data.
 */
const LOADERS_ONLY = [
  "elsewhere",
  "onNetwork",
  "previewDraft",
  "previewLive",
  "previewEnded",
  "previewHome",
  "previewBreadcrumb",
  "previewExpired",
  "previewRevoked",
  "previewUnknown",
  "previewRemoved",
  "previewAction",
] as const satisfies readonly (keyof InterfaceCopy)[];

type LoadersOnly = (typeof LOADERS_ONLY)[number];

/** The interface's words the root loader sends the page: all but those only loaders read. */
export function wordsForPages(words: InterfaceCopy): Omit<InterfaceCopy, LoadersOnly> {
  const sent: Record<string, unknown> = { ...words };
  for (const key of LOADERS_ONLY) delete sent[key];
  const mark = sent[FALLBACK_MARK];
  if (mark && typeof mark === "object") {
    const marks: Record<string, unknown> = { ...mark };
    for (const key of LOADERS_ONLY) delete marks[key];
    sent[FALLBACK_MARK] = marks;
  }
  return sent as Omit<InterfaceCopy, LoadersOnly>;
}
