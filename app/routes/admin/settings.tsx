import { useLoaderData } from "react-router";
import { PageHeading } from "~/components/admin/page-heading";
import { SettingsForm } from "~/components/admin/settings-form";
import { SaveNotice } from "~/components/admin/save-notice";
import { consoleCopy } from "~/content/admin/console";
import { settingsCopy as copy } from "~/content/admin/settings";
import { settingsForm, settingsFormValues } from "~/forms/admin/settings-forms";
import { parseForm } from "~/forms/parse-form.server";
import { answer, formAnswer, seeOther, type FormAnswer } from "~/lib/admin/responses.server";
import type { Route } from "./+types/settings";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// Owners only: context.admin refuses anyone else with 403.
export async function loader({ request, context }: Route.LoaderArgs) {
  const stored = await context.admin.settings.get();
  return {
    version: String(stored.version),
    values: settingsFormValues(stored.value),
    library: await context.admin.media.choices(),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // A form with a file may carry the largest image the upload takes, and no more.
  const multipart = request.headers.get("content-type")?.startsWith("multipart/form-data");
  const form = await parseForm(request, context, settingsForm, {
    role: "owner",
    limit: multipart ? "settingsWithUpload" : "console",
    tooLarge: copy.errors.upload["too-large"],
  });
  const typed = { ...form.values };
  const refuse = (status: number, errors: FormAnswer["errors"], message: string) =>
    answer(context, formAnswer(errors, typed, message), status);
  if (!form.ok) return refuse(422, form.errors, copy.errors.summary);

  const { version, settings } = form.data;
  // A chosen sharing image is processed first; the settings then name it.
  const upload = form.files.shareUpload;
  if (upload) {
    const uploaded = await context.admin.settings.uploadImage(
      new Uint8Array(await upload.arrayBuffer()),
      upload.name,
    );
    if (!uploaded.ok) {
      return refuse(422, { shareImage: copy.errors.upload[uploaded.reason] }, copy.errors.summary);
    }
    settings.shareImage = typed.shareImage = uploaded.src;
  } else if (form.values.shareLibrary) {
    // 'Choose from library': the image's path, as an upload would have given it.
    settings.shareImage = typed.shareImage = form.values.shareLibrary;
  }

  const result = await context.admin.settings.save(version, settings);
  if (result.ok) return seeOther(context, "/admin/settings?saved=1");
  // Someone else saved first: nothing is overwritten, and the form keeps what
  // was typed and the version it was opened at (saving again is refused too).
  return refuse(409, {}, copy.errors.conflict);
}

export default function Settings({ actionData }: Route.ComponentProps) {
  const { version, values, saved, library } = useLoaderData<typeof loader>();
  const refused = actionData ?? null;
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      <SaveNotice saved={saved && !refused && copy.saved} message={refused?.message} />
      <SettingsForm
        // A refused save keeps what was typed; a saved one starts from what is stored.
        values={refused?.values ?? values}
        errors={refused?.errors ?? {}}
        version={refused?.values.version ?? version}
        refused={Boolean(refused)}
        library={library}
      />
    </>
  );
}
