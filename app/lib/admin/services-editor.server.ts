import { data, type AppLoadContext } from "react-router";
import { publishingCopy } from "~/content/admin/publishing";
import { servicesCopy } from "~/content/admin/services";
import { serviceEditorForm } from "~/forms/admin/services-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import { answer, seeOther } from "./responses.server";
import {
  SERVICES_PATH,
  type ServiceErrors,
  type ServiceFields,
  type ServiceItem,
} from "./services";

/** The loaders and the action of /admin/services and /admin/services/:id ("new" for a new one). */

function itemId(param: string | undefined): number | null | undefined {
  if (param === "new") return null;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export async function servicesListLoader(context: AppLoadContext) {
  return { items: await context.admin.services.list() };
}

export async function serviceEditorLoader(
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const id = itemId(param);
  if (id === undefined) throw data(servicesCopy.errors.missing, { status: 404 });
  const item: ServiceItem | null =
    id === null ? await context.admin.services.blank() : await context.admin.services.item(id);
  if (!item) throw data(servicesCopy.errors.missing, { status: 404 });
  return {
    item,
    library: await context.admin.media.choices(),
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export interface ServiceActionData {
  fields: ServiceFields;
  errors: ServiceErrors;
  message: string | null;
}

export async function serviceEditorAction(
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const id = itemId(param);
  if (id === undefined) throw data(servicesCopy.errors.missing, { status: 404 });
  // A form with a file may carry the largest image the upload takes, and no more.
  const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data");
  const form = await parseForm(request, context, serviceEditorForm, {
    role: "editor",
    limit: multipart ? "editorWithUpload" : "console",
    tooLarge: publishingCopy.errors.upload["too-large"],
  });
  // Every field is text: the post's shape fails only on what no form of ours sends.
  if (!form.ok) throw notOurForm();
  const { version, ...fields } = form.data;
  const reply = (status: number, errors: ServiceErrors, message: string | null) =>
    answer<ServiceActionData>(context, { fields, errors, message }, status);

  // A chosen banner is checked by its content and stored first; the service then names it.
  const upload = form.files.bannerUpload ?? null;
  if (upload) {
    const uploaded = await context.admin.services.uploadImage(
      new Uint8Array(await upload.arrayBuffer()),
      upload.name,
    );
    if (!uploaded.ok) {
      return reply(
        422,
        { bannerImage: publishingCopy.errors.upload[uploaded.reason] },
        servicesCopy.errors.summary,
      );
    }
    fields.bannerImage = uploaded.src;
  } else if (form.values.bannerLibrary) {
    // 'Choose from library': the image's path, as an upload would have given it.
    fields.bannerImage = form.values.bannerLibrary;
  }

  const result = await context.admin.services.save(id, version, fields);
  if (result.ok) return seeOther(context, `${SERVICES_PATH}/${result.id}?saved`);
  if (result.kind === "invalid") return reply(422, result.errors, servicesCopy.errors.summary);
  if (result.kind === "conflict") return reply(409, {}, servicesCopy.errors.conflict);
  throw data(servicesCopy.errors.missing, { status: 404 });
}
