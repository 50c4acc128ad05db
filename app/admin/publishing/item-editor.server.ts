import { data, type AppLoadContext } from "react-router";
import { publishingCopy } from "./publishing-words";
import { collectionCopy } from "~/admin/collections/collection-copy";
import { editorLanguage } from "~/admin/collections/editor-language.server";
import { trashCopy } from "./trash-words";
import { editorForm } from "./publishing-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import { withImageAtEnd } from "~/lib/admin/media";
import { libraryPicture } from "~/lib/admin/media-library.server";
import { answer, itemIdOf, seeOther } from "~/lib/admin/responses.server";
import {
  emptyFields,
  type EditorFields,
  type EditorItem,
  type FieldErrors,
  type ItemKind,
} from "./editorial";

export const editorBase = (kind: ItemKind) =>
  kind === "project" ? "/admin/projects" : "/admin/posts";

/** The editor of /admin/projects/:id and /admin/posts/:id ("new" for a new one). */
export async function itemEditorLoader(
  kind: ItemKind,
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const id = itemIdOf(param, publishingCopy.errors.missing);
  const url = new URL(request.url);
  const { publishing } = context.admin;
  const { languages, language } = await editorLanguage(url, context);
  const item: EditorItem | null =
    id === null
      ? { id: null, kind, fields: { ...emptyFields }, status: "draft", version: 0 }
      : await publishing.item(kind, id);
  if (!item) throw data(publishingCopy.errors.missing, { status: 404 });
  // A new item is written in the default language first.
  const translation =
    language && (id === null ? null : await publishing.getTranslation(kind, id, language.code));
  if (language && !translation) throw data(collectionCopy.translation.missing, { status: 404 });
  const saved = url.searchParams.get("saved");
  const fields = translation ? { ...emptyFields, ...translation.fields } : item.fields;
  return {
    item,
    languages,
    translation: translation
      ? {
          language: translation.language,
          defaults: translation.defaults,
          fields,
          version: translation.version,
          // 'Remove translation' asks first.
          removing: url.searchParams.has("remove") && translation.version > 0,
        }
      : null,
    library: await context.admin.media.choices(),
    previewHtml: await publishing.renderPreview(fields.body),
    saved:
      saved && saved in publishingCopy.saved ? (saved as keyof typeof publishingCopy.saved) : null,
  };
}

export interface EditorActionData {
  fields: EditorFields;
  errors: FieldErrors;
  message: string | null;
  previewHtml: string;
}

export async function itemEditorAction(
  kind: ItemKind,
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const id = itemIdOf(param, publishingCopy.errors.missing);
  // A form with a file may carry the largest image the upload takes, and no more.
  const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data");
  const form = await parseForm(request, context, editorForm, {
    role: "editor",
    limit: multipart ? "editorWithUpload" : "editor",
    tooLarge: publishingCopy.errors.upload["too-large"],
  });
  // The post's shape fails only on a button the editor does not have.
  if (!form.ok) throw notOurForm();
  const { intent, version, ...fields } = form.data;
  const upload = form.files.coverUpload ?? null;
  // 'Add a picture from the library' without JavaScript: its line ends the body.
  const picture = await libraryPicture(context, form.values.bodyLibrary);
  if (picture) fields.body = withImageAtEnd(fields.body, picture);
  // 'Add a picture to the gallery' likewise: its line ends a project's gallery.
  const pictured =
    kind === "project" && (await libraryPicture(context, form.values.galleryLibrary));
  if (pictured) fields.gallery = withImageAtEnd(fields.gallery, pictured);
  const previewHtml = await context.admin.publishing.renderPreview(fields.body);
  const reply = (status: number, errors: FieldErrors, message: string | null) =>
    answer<EditorActionData>(context, { fields, errors, message, previewHtml }, status);

  // "Update preview" without JavaScript, and the live preview with it: nothing is saved.
  if (intent === "render") return reply(200, {}, null);

  const { language } = await editorLanguage(new URL(request.url), context);
  if (language) {
    if (id === null) throw data(collectionCopy.translation.missing, { status: 404 });
    const { publishing } = context.admin;
    const at = `${editorBase(kind)}/${id}?lang=${language.code}`;
    const result =
      intent === "remove"
        ? await publishing.removeTranslation(kind, id, language.code, version)
        : await publishing.saveTranslation(kind, id, language.code, version, { ...fields });
    if (result.ok)
      return seeOther(context, `${at}&saved=${intent === "remove" ? "removed" : "translated"}`);
    if (result.kind === "invalid") {
      return reply(422, result.errors as FieldErrors, publishingCopy.errors.summary);
    }
    if (result.kind === "conflict") {
      return reply(409, {}, collectionCopy.translation.conflict(language.name));
    }
    throw data(collectionCopy.translation.missing, { status: 404 });
  }
  // Removing is a translation's alone.
  if (intent === "remove") throw notOurForm();

  // A chosen cover image is processed first; the item then names it.
  if (upload) {
    const uploaded = await context.admin.publishing.uploadImage(
      new Uint8Array(await upload.arrayBuffer()),
      upload.name,
    );
    if (!uploaded.ok) {
      return reply(
        422,
        { coverImage: publishingCopy.errors.upload[uploaded.reason] },
        publishingCopy.errors.summary,
      );
    }
    fields.coverImage = uploaded.src;
  } else if (form.values.coverLibrary) {
    // 'Choose from library': the image's path, as an upload would have given it.
    fields.coverImage = form.values.coverLibrary;
  }

  // The item's own rules (app/forms/admin/publishing-forms.ts) are checked as it is saved.
  const result = await context.admin.publishing.save(kind, id, version, fields, intent);
  if (result.ok) {
    const saved = result.status === "scheduled" ? "scheduled" : intent;
    return seeOther(context, `${editorBase(kind)}/${result.id}?saved=${saved}`);
  }
  if (result.kind === "invalid") return reply(422, result.errors, publishingCopy.errors.summary);
  if (result.kind === "conflict") return reply(409, {}, publishingCopy.errors.conflict(kind));
  if (result.kind === "trashed") return reply(409, {}, trashCopy.saveRefused(kind));
  throw data(publishingCopy.errors.missing, { status: 404 });
}
