import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import type { SiteMenus } from "../../app/lib/site-content.ts";

/**
 * The root loader's data a page carries for its hydration: React Router
 * streams it into inline scripts (turbo-stream), read back here as the
 * browser reads it. What the header's menus show when opened lives only
 * there: their panels join the page when first opened.
 */
export async function rootLoaderData(html: string): Promise<{ menus: SiteMenus }> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)].map(
    ([, literal]) => JSON.parse(literal!) as string,
  );
  if (chunks.length === 0) throw new Error("the page carries no loader data");
  const stream = new ReadableStream<string>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  }).pipeThrough(new TextEncoderStream());
  const decoded = await decodeViaTurboStream(stream, globalThis as never);
  await decoded.done;
  const { loaderData } = decoded.value as { loaderData: { root: { menus: SiteMenus } } };
  return loaderData.root;
}

/** The Services menu as the desktop panel and the phone menu list it: column, then title and service. */
export const menuColumns = (menus: SiteMenus): [string, [string, number][]][] =>
  menus.services.map((group) => [
    group.title,
    group.entries.map((entry): [string, number] => [entry.title, entry.serviceId]),
  ]);
