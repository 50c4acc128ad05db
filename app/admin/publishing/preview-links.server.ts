import { createCookie, data, type AppLoadContext } from "react-router";
import { previewLinksCopy } from "./preview-links-words";
import { previewLinkForms } from "./preview-links-forms";
import { notOurForm, parseIntentForm } from "~/forms/parse-form.server";
import type { EditorItem, ItemKind } from "./editorial";
import { editorBase } from "./item-editor.server";
import type { PreviewLinkRow } from "./preview-links";
import { answer, seeOther } from "~/lib/admin/responses.server";

/**
 * The loader and action halves of the editor's 'Share preview'
 * (decision 039). The forms post to /admin/{projects,posts}/:id/preview-links
 * (app/routes/admin/preview-links.tsx), which answers with a 303 back to the
 * editor. A new link's token must reach the editor's page once, and never an
 * address (history, logs): it travels in a short-lived, HttpOnly, SameSite
 * cookie that the editor's loader reads, shows as the 'Preview link' and
 * clears (docs/decisions/039-preview-links.md).
 */

const justMade = createCookie("preview-link", {
  path: "/admin",
  httpOnly: true,
  sameSite: "strict",
  maxAge: 300,
});

const NOTICES = ["revoked", "ended"] as const;
type Notice = (typeof NOTICES)[number];

/** What the editor's preview-link section shows. */
export interface PreviewLinksView {
  links: PreviewLinkRow[];
  /** The address of the link just made, shown this once. */
  made: string | null;
  notice: Notice | null;
}

const secure = (request: Request) => new URL(request.url).protocol === "https:";

/**
 * The editor's preview links (none for a new item), and the headers its
 * answer must carry (clearing the one-time cookie once it was read).
 */
export async function previewLinksOf(
  item: EditorItem,
  request: Request,
  context: AppLoadContext,
): Promise<{ view: PreviewLinksView | null; headers: Headers }> {
  const headers = new Headers();
  if (item.id === null) return { view: null, headers };
  const token: unknown = await justMade.parse(request.headers.get("cookie"));
  if (token !== null) {
    headers.append(
      "Set-Cookie",
      await justMade.serialize("", { maxAge: 0, secure: secure(request) }),
    );
  }
  const [links, made] = await Promise.all([
    context.admin.previewLinks.list(item.kind, item.id),
    typeof token === "string"
      ? context.admin.previewLinks.address(item.kind, item.id, token)
      : null,
  ]);
  const asked = new URL(request.url).searchParams.get("preview-link");
  const notice = NOTICES.find((n) => n === asked) ?? null;
  return { view: { links, made, notice }, headers };
}

function itemId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/** What the preview-link route shows when it does not send the editor back: why. */
export interface PreviewLinksAnswer {
  message: string;
}

/** 'Share preview' and 'Revoke': a 303 back to the editor, or the page saying the item is gone. */
export async function previewLinksAction(
  kind: ItemKind,
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const id = itemId(param);
  const form = await parseIntentForm(request, context, previewLinkForms, { role: "editor" });
  // Both forms are a select's choice and hidden fields: anything else is no form of ours.
  if (!form.ok) throw notOurForm();
  const editor = `${editorBase(kind)}/${id}`;
  if (form.intent === "share") {
    const made = await context.admin.previewLinks.create(kind, id, form.data.days);
    if (!made.ok) {
      return answer<PreviewLinksAnswer>(context, { message: previewLinksCopy.missing(kind) }, 404);
    }
    const response = seeOther(context, `${editor}#share-preview`);
    response.headers.append(
      "Set-Cookie",
      await justMade.serialize(made.token, { secure: secure(request) }),
    );
    return response;
  }
  const revoked = await context.admin.previewLinks.revoke(kind, id, form.data.link);
  return seeOther(context, `${editor}?preview-link=${revoked ? "revoked" : "ended"}#share-preview`);
}
