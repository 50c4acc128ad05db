import { data, type AppLoadContext } from "react-router";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import { withImageAtEnd } from "~/lib/admin/media";
import { libraryPicture } from "~/lib/admin/media-library.server";
import { answer, seeOther } from "~/lib/admin/responses.server";
import { collectionCopy } from "./collection-copy";
import type { CollectionActionData } from "./collection-pages.server";
import { takePictures, takeRows } from "./collection-pages.server";
import { singleForm } from "./collection-rules";
import type { CollectionErrors, CollectionFields } from "./collection";
import type { Single } from "./single";
import { editorLanguage } from "./editor-language.server";
import { inLanguage } from "./translation";

/** The loader and the action of a single document's editor (./single-route.tsx). */

/** Its Markdown field, whose preview the editor shows (one a document). */
const markdownOf = (single: Single) => single.fields.find((field) => field.kind === "markdown");

export async function singleLoader(single: Single, request: URL, context: AppLoadContext) {
  const { singles, media } = context.admin;
  const { languages, language } = await editorLanguage(request, context);
  const translation = language ? await singles.getTranslation(single, language.code) : null;
  const edit = translation
    ? { fields: translation.fields, version: translation.version, updated: null }
    : await singles.get(single);
  const markdown = markdownOf(single);
  const pictures = single.fields.some((field) => field.kind === "image") || Boolean(markdown);
  return {
    edit,
    languages,
    translation: translation && { language: translation.language, defaults: translation.defaults },
    library: pictures ? await media.choices() : [],
    preview: markdown ? await singles.renderPreview(edit.fields[markdown.name] ?? "") : undefined,
    saved: request.searchParams.get("saved") === "1",
  };
}

export interface SingleActionData extends CollectionActionData {
  /** The Markdown field's preview of what was sent (the live preview reads it). */
  previewHtml?: string;
}

export async function singleAction(single: Single, request: Request, context: AppLoadContext) {
  const { language } = await editorLanguage(new URL(request.url), context);
  // A form with a file may carry the largest image the upload takes, and no more.
  const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data");
  const markdown = markdownOf(single);
  const form = await parseForm(request, context, singleForm(single), {
    role: single.access,
    // A Markdown body of 50 000 characters, encoded, fits the editors' limit.
    limit: multipart ? "settingsWithUpload" : markdown ? "editor" : "console",
    tooLarge: collectionCopy.errors.upload["too-large"],
  });
  // Every field is text: the post's shape fails only on what no form of ours sends.
  if (!form.ok) throw notOurForm();
  const { version, ...fields } = form.data as { version: number } & CollectionFields;
  const { singles } = context.admin;

  let previewHtml: string | undefined;
  if (markdown) {
    // 'Add a picture from the library' without JavaScript: its line ends the text.
    const picture = await libraryPicture(context, form.values[`${markdown.name}Library`]);
    if (picture) fields[markdown.name] = withImageAtEnd(fields[markdown.name] ?? "", picture);
    previewHtml = await singles.renderPreview(fields[markdown.name] ?? "");
  }
  const reply = (status: number, errors: CollectionErrors, message: string | null) =>
    answer<SingleActionData>(context, { fields, version, errors, message, previewHtml }, status);

  // 'Update preview' without JavaScript, and the live preview with it: nothing is saved.
  if (form.values.intent === "render") return reply(200, {}, null);
  if (language) {
    // The fields written in the language: the form's, as inLanguage draws it.
    const translated = inLanguage(single, {}, "").fields;
    if (takeRows(translated, form.values, fields)) return reply(200, {}, null);
    const result = await singles.saveTranslation(single, language.code, version, fields);
    if (result.ok) return seeOther(context, `${single.path}?lang=${language.code}&saved=1`);
    if (result.kind === "missing") throw data(collectionCopy.translation.missing, { status: 404 });
    if (result.kind === "invalid") return reply(422, result.errors, collectionCopy.errors.summary);
    return reply(409, {}, collectionCopy.translation.conflict(language.name));
  }
  if (takeRows(single.fields, form.values, fields)) return reply(200, {}, null);
  const refused = await takePictures(single.fields, form, fields, (bytes, name) =>
    singles.uploadImage(bytes, name),
  );
  if (refused) return reply(422, refused, collectionCopy.errors.summary);

  const result = await singles.save(single, version, fields);
  if (result.ok) return seeOther(context, `${single.path}?saved=1`);
  if (result.kind === "invalid") return reply(422, result.errors, collectionCopy.errors.summary);
  // Someone else saved first: nothing is overwritten, and the form keeps what was typed.
  return reply(409, {}, single.words.conflict);
}
