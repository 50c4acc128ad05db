import { data, type AppLoadContext } from "react-router";
import { mediaCopy } from "~/content/admin/media";
import { collectionCopy } from "~/admin/collections/collection-copy";
import { mediaFilterForm, mediaForms } from "~/forms/admin/media-forms";
import type { FieldErrors } from "~/forms/field-errors";
import { notOurForm, parseIntentForm, queryValues } from "~/forms/parse-form.server";
import { FOCAL_POINTS, MEDIA_PATH, type MediaFile, type MediaUse } from "./media";
import { answer, seeOther } from "./responses.server";

/**
 * The loaders and the one action of the media library: /admin/media (the
 * images, 'Upload', each one's 'Alt text' and 'Delete') and /admin/media/:id
 * (the same, with 'Replace' and the focal point).
 */

const SAVED = ["alt", "focus", "replaced", "deleted"] as const;
type Saved = (typeof SAVED)[number];

function savedOf(request: Request): { saved: Saved | null; uploaded: number } {
  const query = new URL(request.url).searchParams;
  const saved = query.get("saved");
  return {
    saved: SAVED.find((s) => s === saved) ?? null,
    uploaded: Math.max(0, Math.min(100, Number(query.get("uploaded")) || 0)),
  };
}

export async function mediaListLoader(request: Request, context: AppLoadContext) {
  const filter = mediaFilterForm.parse(queryValues(request));
  return {
    filter,
    ...(await context.admin.media.list(filter)),
    ...savedOf(request),
  };
}

export async function mediaImageLoader(
  id: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const item = id ? await context.admin.media.item(id) : null;
  if (!item) throw data(mediaCopy.errors.missing, { status: 404 });
  return { item, ...savedOf(request) };
}

/** A refused form, shown again at the image (or the upload) it was for. */
export interface MediaActionData {
  intent: string;
  /** The image the form was for; null for 'Upload'. */
  id: string | null;
  errors: FieldErrors;
  message: string | null;
  values: Record<string, string>;
  /** Where a refused 'Delete' found the image used. */
  uses: MediaUse[];
}

const files = (list: File[] | undefined) =>
  Promise.all(
    (list ?? []).map(async (file): Promise<MediaFile> => ({
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );

export async function mediaAction(request: Request, context: AppLoadContext) {
  // A form with files may carry the largest image the upload takes, and no more.
  const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data");
  const form = await parseIntentForm(request, context, mediaForms, {
    role: "editor",
    limit: multipart ? "mediaUpload" : "console",
    tooLarge: mediaCopy.errors.tooLarge,
  });
  const { media } = context.admin;
  const id = form.values.id ?? null;
  const refuse = (status: number, errors: FieldErrors, message?: string, uses: MediaUse[] = []) =>
    answer<MediaActionData>(
      context,
      {
        intent: form.intent,
        id: form.intent === "upload" ? null : id,
        errors,
        message: message ?? mediaCopy.errors.summary,
        values: form.values,
        uses,
      },
      status,
    );
  if (!form.ok) {
    // Only the alt text is typed; any other refusal is a post no form of ours sends.
    if (form.errors.id || !form.errors.alt) throw notOurForm();
    return refuse(422, form.errors);
  }
  const gone = () => data(mediaCopy.errors.missing, { status: 404 });

  switch (form.intent) {
    case "upload": {
      const chosen = await files(form.fileLists.images);
      if (chosen.length === 0) return refuse(422, { images: mediaCopy.errors.noFile });
      const result = await media.upload(chosen);
      if (!result.ok) {
        const why = collectionCopy.errors.upload[result.reason];
        return refuse(422, { images: mediaCopy.errors.refused(result.name, why) });
      }
      return seeOther(context, `${MEDIA_PATH}?uploaded=${result.ids.length}`);
    }
    case "alt": {
      if (!(await media.saveAlt(form.data.id, form.data.alt))) throw gone();
      return seeOther(context, `${backTo(request)}saved=alt#image-${form.data.id}`);
    }
    case "focus": {
      if (!(await media.saveFocus(form.data.id, FOCAL_POINTS[form.data.focus]))) throw gone();
      return seeOther(context, `${MEDIA_PATH}/${form.data.id}?saved=focus`);
    }
    case "replace": {
      const [file] = await files(form.fileLists.file);
      if (!file) return refuse(422, { file: mediaCopy.errors.noFile });
      const result = await media.replace(form.data.id, file);
      if (!result.ok && result.kind === "missing") throw gone();
      if (!result.ok && result.kind === "owners-only") {
        const places = result.uses.map((use) => use.label);
        return refuse(403, { file: mediaCopy.errors.ownersOnly(places) }, undefined, result.uses);
      }
      if (!result.ok) return refuse(422, { file: collectionCopy.errors.upload[result.reason] });
      return seeOther(context, `${MEDIA_PATH}/${form.data.id}?saved=replaced`);
    }
    case "delete": {
      const result = await media.remove(form.data.id);
      if (result.ok) {
        // Back to the list at the page it was deleted from (its own page is gone).
        const back = backTo(request);
        return seeOther(
          context,
          `${back.startsWith(`${MEDIA_PATH}/`) ? `${MEDIA_PATH}?` : back}saved=deleted`,
        );
      }
      if (result.kind === "missing") throw gone();
      return refuse(409, {}, mediaCopy.errors.used(result.uses.length), result.uses);
    }
  }
}

/**
 * The page the form was sent from, for an address that adds `saved`: the
 * image's own page, or the list at the search and page it showed.
 */
function backTo(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/$/, "");
  if (path.startsWith(`${MEDIA_PATH}/`)) return `${path}?`;
  const kept = new URLSearchParams();
  for (const name of ["q", "page"]) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  return kept.size ? `${MEDIA_PATH}?${kept}&` : `${MEDIA_PATH}?`;
}

/**
 * A library image an editor's picker posted (its path), with its alt text;
 * null for none, or for a path that is not the library's.
 */
export async function libraryPicture(context: AppLoadContext, src: string | undefined) {
  if (!src) return null;
  return (await context.admin.media.choices()).find((choice) => choice.src === src) ?? null;
}
