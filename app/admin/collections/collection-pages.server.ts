import { data, type AppLoadContext } from "react-router";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import { answer, itemIdOf, seeOther } from "~/lib/admin/responses.server";
import { collectionCopy } from "./collection-copy";
import { collectionForm } from "./collection-rules";
import type {
  Collection,
  CollectionErrors,
  CollectionFields,
  CollectionsConsole,
  Field,
} from "./collection";
import { editorLanguage } from "./editor-language.server";
import { postedRows, rowIntent, rowOperation } from "./rows";
import { inLanguage } from "./translation";

/**
 * The loaders and the action of every declared kind's pages (app/routes.ts):
 * its list at `path`, and an item's editor at `path/:id` ("new" for a new one).
 */

export async function collectionListLoader(collection: Collection, context: AppLoadContext) {
  return { items: await context.admin.collections.list(collection) };
}

export async function collectionEditorLoader(
  collection: Collection,
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const id = itemIdOf(param, collection.words.missing);
  const { collections, media } = context.admin;
  const url = new URL(request.url);
  const { languages, language } = await editorLanguage(url, context);
  const item =
    id === null ? await collections.blank(collection) : await collections.item(collection, id);
  if (!item) throw data(collection.words.missing, { status: 404 });
  // A new item is written in the default language first.
  if (language && id === null) throw data(collectionCopy.translation.missing, { status: 404 });
  const translation =
    language && (await collections.getTranslation(collection, id!, language.code));
  const pictures = collection.fields.some((field) => field.kind === "image");
  return {
    item: translation
      ? { ...item, fields: translation.fields, version: translation.version }
      : item,
    languages,
    translation: translation
      ? { language: translation.language, defaults: translation.defaults }
      : null,
    library: pictures ? await media.choices() : [],
    saved: url.searchParams.has("saved"),
  };
}

export interface CollectionActionData {
  fields: CollectionFields;
  /** The version the form was sent at: a refused form is sent at it again, so a stale one stays refused. */
  version: number;
  errors: CollectionErrors;
  message: string | null;
}

export async function collectionEditorAction(
  collection: Collection,
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const id = itemIdOf(param, collection.words.missing);
  // A form with a file may carry the largest image the upload takes, and no more.
  const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data");
  const form = await parseForm(request, context, collectionForm(collection), {
    role: collection.access,
    limit: multipart ? "editorWithUpload" : "console",
    tooLarge: collectionCopy.errors.upload["too-large"],
  });
  // Every field is text: the post's shape fails only on what no form of ours sends.
  if (!form.ok) throw notOurForm();
  const { version, ...fields } = form.data as { version: number } & CollectionFields;
  const reply = (status: number, errors: CollectionErrors, message: string | null) =>
    answer<CollectionActionData>(context, { fields, version, errors, message }, status);

  const { language } = await editorLanguage(new URL(request.url), context);
  if (language) {
    if (id === null) throw data(collectionCopy.translation.missing, { status: 404 });
    if (takeRows(inLanguage(collection, {}, "").fields, form.values, fields)) {
      return reply(200, {}, null);
    }
    const result = await context.admin.collections.saveTranslation(
      collection,
      id,
      language.code,
      version,
      fields,
    );
    if (result.ok) return seeOther(context, `${collection.path}/${id}?lang=${language.code}&saved`);
    if (result.kind === "invalid") return reply(422, result.errors, collectionCopy.errors.summary);
    if (result.kind === "conflict") {
      return reply(409, {}, collectionCopy.translation.conflict(language.name));
    }
    throw data(collection.words.missing, { status: 404 });
  }
  // A list's button without JavaScript: the form comes back with its rows changed, unsaved.
  if (takeRows(collection.fields, form.values, fields)) return reply(200, {}, null);
  const refused = await takePictures(collection.fields, form, fields, (bytes, name) =>
    context.admin.collections.uploadImage(bytes, name),
  );
  if (refused) return reply(422, refused, collectionCopy.errors.summary);

  const result = await context.admin.collections.save(collection, id, version, fields);
  if (result.ok) return seeOther(context, `${collection.path}/${result.id}?saved`);
  if (result.kind === "invalid") return reply(422, result.errors, collectionCopy.errors.summary);
  if (result.kind === "conflict") return reply(409, {}, collection.words.conflict);
  throw data(collection.words.missing, { status: 404 });
}

/**
 * The lists' text from their posted rows, into `fields`; true when a list's
 * button was pressed without JavaScript (its rows are then changed, and the
 * form goes back unsaved).
 */
export function takeRows(
  declared: readonly Field[],
  values: Record<string, string>,
  fields: CollectionFields,
): boolean {
  for (const field of declared) {
    if (field.kind === "lines" || field.kind === "rows") {
      const columns = (field.columns ?? []).map((column) => column.name);
      fields[field.name] = postedRows(values, field.name, columns);
    }
  }
  const rows = rowIntent(values.intent);
  if (!rows) return false;
  // A list of fixed rows has no buttons: its rows are the layout's.
  const field = declared.find(
    (f) => f.name === rows.field && (f.kind === "lines" || f.kind === "rows") && !f.fixedRows,
  );
  if (!field) throw notOurForm();
  fields[field.name] = rowOperation(fields[field.name]!.split("\n"), rows.operation).join("\n");
  return true;
}

/**
 * The pictures into `fields`: an uploaded file, checked by its content and
 * stored first, then a pick from the library, then the path as typed; the
 * message of a refused file, at its field.
 */
export async function takePictures(
  declared: readonly Field[],
  form: { values: Record<string, string>; files: Record<string, File | undefined> },
  fields: CollectionFields,
  upload: CollectionsConsole["uploadImage"],
): Promise<CollectionErrors | null> {
  for (const field of declared.filter((f) => f.kind === "image")) {
    const stem = field.stem ?? field.name;
    const file = form.files[`${stem}Upload`];
    if (file) {
      const uploaded = await upload(new Uint8Array(await file.arrayBuffer()), file.name);
      if (!uploaded.ok) return { [field.name]: collectionCopy.errors.upload[uploaded.reason] };
      fields[field.name] = uploaded.src;
    } else if (form.values[`${stem}Library`]) {
      // 'Choose from library': the image's path, as an upload would have given it.
      fields[field.name] = form.values[`${stem}Library`]!;
    }
  }
  return null;
}
