import { useSearchParams } from "react-router";
import { BackLink, PageHeading } from "~/components/admin/page-heading";
import { ReplyTemplateList } from "./reply-template-list";
import { consoleCopy } from "~/content/admin/console";
import { replyTemplatesCopy as copy } from "./reply-template-words";
import { replyTemplateForms } from "./enquiries-forms";
import { parseIntentForm } from "~/forms/parse-form.server";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/reply-templates-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

export const loader = async ({ context }: Route.LoaderArgs) => ({
  templates: await context.admin.enquiries.replyTemplates(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseIntentForm(request, context, replyTemplateForms, { role: "editor" });
  // The refused form answers with its fields and which template it was.
  if (!form.ok) {
    const { title = "", body = "", id = "" } = form.values;
    return answer(context, { ...formAnswer(form.errors, { title, body }), id }, 400);
  }
  const { enquiries } = context.admin;
  if (form.intent === "delete") {
    if (!(await enquiries.deleteReplyTemplate(form.data.id)))
      throw new Response(null, { status: 404 });
    return seeOther(context, "/admin/enquiries/templates?done=deleted");
  }
  const id = await enquiries.saveReplyTemplate({
    id: form.intent === "save" ? form.data.id : null,
    title: form.data.title,
    body: form.data.body,
  });
  if (!id) throw new Response(null, { status: 404 });
  const done = form.intent === "save" ? "saved" : "added";
  return seeOther(context, `/admin/enquiries/templates?done=${done}#template-${id}`);
}

export default function ReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const done = actionData ? null : search.get("done");
  return (
    <>
      <BackLink to="/admin/enquiries" label={copy.back} />
      <PageHeading title={copy.title} description={copy.description} />
      <ReplyTemplateList
        templates={loaderData.templates}
        refused={actionData ?? null}
        done={done === "saved" || done === "added" || done === "deleted" ? done : null}
      />
    </>
  );
}
