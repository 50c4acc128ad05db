import type { Page } from "@playwright/test";

/** A box's top and bottom edges in CSS pixels of the page. */
export interface Edges {
  top: number;
  bottom: number;
}

/**
 * Where Chromium draws a <video>'s captions and its native controls. Both live
 * in the element's user-agent shadow tree, which page scripts cannot reach; the
 * DevTools protocol can (pierce), and names them by their pseudo-element. A
 * part that is not rendered (controls faded out, no active cue) is `null`.
 */
export async function mediaParts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: -1, pierce: true });
    const wanted = {
      captions: "-webkit-media-text-track-display",
      buttons: "-internal-media-controls-button-panel",
      timeline: "-webkit-media-controls-timeline",
    } as const;
    const ids: Partial<Record<keyof typeof wanted, number>> = {};
    type Node = {
      nodeId: number;
      attributes?: string[];
      children?: Node[];
      shadowRoots?: Node[];
    };
    const walk = (node: Node) => {
      const attributes = node.attributes ?? [];
      const pseudo = attributes[attributes.indexOf("pseudo") + 1];
      for (const [part, name] of Object.entries(wanted)) {
        if (attributes.includes("pseudo") && pseudo === name) {
          ids[part as keyof typeof wanted] ??= node.nodeId;
        }
      }
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
    };
    walk(root as Node);
    const edges = async (id: number | undefined): Promise<Edges | null> => {
      if (id === undefined) return null;
      try {
        const { model } = await cdp.send("DOM.getBoxModel", { nodeId: id });
        return { top: model.border[1]!, bottom: model.border[5]! };
      } catch {
        return null; // not rendered
      }
    };
    return {
      captions: await edges(ids.captions),
      buttons: await edges(ids.buttons),
      timeline: await edges(ids.timeline),
    };
  } finally {
    await cdp.detach();
  }
}
