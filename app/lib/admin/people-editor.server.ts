import { data, type AppLoadContext } from "react-router";
import { peopleCopy } from "~/content/admin/people";
import { publishingCopy } from "~/content/admin/publishing";
import { personEditorForm } from "~/forms/admin/people-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import {
  PEOPLE_PATHS,
  type PeopleKind,
  type PersonErrors,
  type PersonFields,
  type PersonItem,
} from "./people";
import { answer, seeOther } from "./responses.server";

/**
 * The loaders and the action of the people's pages: /admin/testimonials,
 * /admin/team and /admin/partners, and each one's editor at /:id ("new" for a
 * new one).
 */

function itemId(param: string | undefined): number | null | undefined {
  if (param === "new") return null;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export async function peopleListLoader(kind: PeopleKind, context: AppLoadContext) {
  return { kind, items: await context.admin.people.list(kind) };
}

export async function personEditorLoader(
  kind: PeopleKind,
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const id = itemId(param);
  if (id === undefined) throw data(peopleCopy.errors.missing, { status: 404 });
  const item: PersonItem | null =
    id === null
      ? await context.admin.people.blank(kind)
      : await context.admin.people.item(kind, id);
  if (!item) throw data(peopleCopy.errors.missing, { status: 404 });
  return {
    item,
    library: await context.admin.media.choices(),
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export interface PersonActionData {
  fields: PersonFields;
  errors: PersonErrors;
  message: string | null;
}

export async function personEditorAction(
  kind: PeopleKind,
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const id = itemId(param);
  if (id === undefined) throw data(peopleCopy.errors.missing, { status: 404 });
  // A form with a file may carry the largest image the upload takes, and no more.
  const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data");
  const form = await parseForm(request, context, personEditorForm, {
    role: "editor",
    limit: multipart ? "editorWithUpload" : "console",
    tooLarge: publishingCopy.errors.upload["too-large"],
  });
  // Every field is text: the post's shape fails only on what no form of ours sends.
  if (!form.ok) throw notOurForm();
  const { version, ...fields } = form.data;
  const reply = (status: number, errors: PersonErrors, message: string | null) =>
    answer<PersonActionData>(context, { fields, errors, message }, status);

  // A chosen picture is checked by its content and stored first; the item then names it.
  const upload = form.files.photoUpload ?? null;
  if (upload) {
    const uploaded = await context.admin.people.uploadImage(
      new Uint8Array(await upload.arrayBuffer()),
      upload.name,
    );
    if (!uploaded.ok) {
      return reply(
        422,
        { photo: publishingCopy.errors.upload[uploaded.reason] },
        peopleCopy.errors.summary,
      );
    }
    fields.photo = uploaded.src;
  } else if (form.values.photoLibrary) {
    // 'Choose from library': the image's path, as an upload would have given it.
    fields.photo = form.values.photoLibrary;
  }

  // The kind's rules (app/forms/admin/people-forms.ts) are checked as it is saved.
  const result = await context.admin.people.save(kind, id, version, fields);
  if (result.ok) return seeOther(context, `${PEOPLE_PATHS[kind]}/${result.id}?saved`);
  if (result.kind === "invalid") return reply(422, result.errors, peopleCopy.errors.summary);
  if (result.kind === "conflict") return reply(409, {}, peopleCopy.errors.conflict);
  throw data(peopleCopy.errors.missing, { status: 404 });
}
